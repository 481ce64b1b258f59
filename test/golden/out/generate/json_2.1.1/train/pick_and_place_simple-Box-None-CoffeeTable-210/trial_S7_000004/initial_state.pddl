
(define (problem plan_trial_S7_000004)
(:domain alfred)
(:objects
agent1 - agent
SaltShaker - object
        HousePlant - object
        Candle - object
        SprayBottle - object
        Bowl - object
        Window - object
        CD - object
        Egg - object
        Glassbottle - object
        Sink - object
        Pillow - object
        Spoon - object
        SoapBottle - object
        TeddyBear - object
        ButterKnife - object
        Cup - object
        Plate - object
        RemoteControl - object
        Tomato - object
        Statue - object
        HandTowel - object
        Knife - object
        StoveKnob - object
        LightSwitch - object
        Pen - object
        Painting - object
        DishSponge - object
        Vase - object
        Mug - object
        ToiletPaper - object
        Box - object
        Mirror - object
        Ladle - object
        Fork - object
        Blinds - object
        Footstool - object
        KeyChain - object
        Cloth - object
        Laptop - object
        TissueBox - object
        PepperShaker - object
        FloorLamp - object
        WateringCan - object
        Apple - object
        Pan - object
        PaperTowel - object
        PaperTowelRoll - object
        Newspaper - object
        Television - object
        Chair - object
        CellPhone - object
        CreditCard - object
        Lettuce - object
        BasketBall - object
        Potato - object
        Curtains - object
        Boots - object
        Pencil - object
        AlarmClock - object
        ToiletPaperRoll - object
        Spatula - object
        Book - object
        Bread - object
        SoapBar - object
        Watch - object
        DeskLamp - object
        Kettle - object
        Pot - object
        ScrubBrush - object
        WineBottle - object
        ShowerDoor - object
        Bathtub - object
        LaundryHamperLid - object
        ShowerGlass - object
        Poster - object
        TennisRacket - object
        BaseballBat - object
        Towel - object
        Plunger - object
SaltShakerType - otype
        HousePlantType - otype
        CandleType - otype
        SprayBottleType - otype
        BowlType - otype
        WindowType - otype
        CDType - otype
        EggType - otype
        GlassbottleType - otype
        SinkType - otype
        PillowType - otype
        SpoonType - otype
        SoapBottleType - otype
        TeddyBearType - otype
        ButterKnifeType - otype
        CupType - otype
        PlateType - otype
        RemoteControlType - otype
        TomatoType - otype
        StatueType - otype
        HandTowelType - otype
        KnifeType - otype
        StoveKnobType - otype
        LightSwitchType - otype
        PenType - otype
        PaintingType - otype
        DishSpongeType - otype
        VaseType - otype
        MugType - otype
        ToiletPaperType - otype
        BoxType - otype
        MirrorType - otype
        LadleType - otype
        ForkType - otype
        BlindsType - otype
        FootstoolType - otype
        KeyChainType - otype
        ClothType - otype
        LaptopType - otype
        TissueBoxType - otype
        PepperShakerType - otype
        FloorLampType - otype
        WateringCanType - otype
        AppleType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        NewspaperType - otype
        TelevisionType - otype
        ChairType - otype
        CellPhoneType - otype
        CreditCardType - otype
        LettuceType - otype
        BasketBallType - otype
        PotatoType - otype
        CurtainsType - otype
        BootsType - otype
        PencilType - otype
        AlarmClockType - otype
        ToiletPaperRollType - otype
        SpatulaType - otype
        BookType - otype
        BreadType - otype
        SoapBarType - otype
        WatchType - otype
        DeskLampType - otype
        KettleType - otype
        PotType - otype
        ScrubBrushType - otype
        WineBottleType - otype
        ShowerDoorType - otype
        BathtubType - otype
        LaundryHamperLidType - otype
        ShowerGlassType - otype
        PosterType - otype
        TennisRacketType - otype
        BaseballBatType - otype
        TowelType - otype
        PlungerType - otype
SafeType - rtype
        DrawerType - rtype
        CoffeeMachineType - rtype
        HandTowelHolderType - rtype
        SinkBasinType - rtype
        DresserType - rtype
        LaundryHamperType - rtype
        TVStandType - rtype
        BathtubBasinType - rtype
        CabinetType - rtype
        FridgeType - rtype
        DeskType - rtype
        ToiletType - rtype
        CartType - rtype
        SideTableType - rtype
        SofaType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        CounterTopType - rtype
        GarbageCanType - rtype
        ArmChairType - rtype
        ShelfType - rtype
        MicrowaveType - rtype
        ToasterType - rtype
        BedType - rtype
        PaintingHangerType - rtype
        TowelHolderType - rtype
        ToiletPaperHangerType - rtype
        StoveBurnerType - rtype
        OttomanType - rtype


        Box_bar__minus_02_dot_13_bar__plus_00_dot_13_bar__plus_01_dot_89 - object
        Chair_bar__minus_01_dot_48_bar__plus_00_dot_64_bar__minus_00_dot_47 - object
        CreditCard_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__minus_01_dot_68 - object
        CreditCard_bar__minus_02_dot_71_bar__plus_00_dot_12_bar__minus_01_dot_99 - object
        CreditCard_bar__minus_02_dot_78_bar__plus_00_dot_13_bar__minus_02_dot_11 - object
        Curtains_bar__plus_02_dot_74_bar__plus_01_dot_83_bar__plus_01_dot_40 - object
        DeskLamp_bar__plus_01_dot_77_bar__plus_00_dot_21_bar__minus_00_dot_98 - object
        FloorLamp_bar__minus_02_dot_71_bar__plus_00_dot_03_bar__minus_01_dot_76 - object
        HousePlant_bar__plus_02_dot_03_bar__plus_00_dot_64_bar__plus_01_dot_53 - object
        KeyChain_bar__minus_00_dot_18_bar__plus_00_dot_18_bar__plus_01_dot_63 - object
        KeyChain_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__plus_01_dot_51 - object
        KeyChain_bar__minus_02_dot_81_bar__plus_00_dot_11_bar__minus_01_dot_82 - object
        Laptop_bar__plus_02_dot_75_bar__plus_00_dot_09_bar__plus_01_dot_28 - object
        LightSwitch_bar__plus_01_dot_51_bar__plus_01_dot_38_bar__plus_01_dot_71 - object
        Newspaper_bar__minus_02_dot_71_bar__plus_00_dot_02_bar__minus_01_dot_63 - object
        Newspaper_bar__minus_02_dot_73_bar__plus_00_dot_13_bar__minus_01_dot_78 - object
        Painting_bar__plus_02_dot_68_bar__plus_01_dot_63_bar__minus_00_dot_21 - object
        Painting_bar__plus_02_dot_75_bar__plus_01_dot_67_bar__minus_01_dot_40 - object
        Painting_bar__plus_02_dot_82_bar__plus_01_dot_74_bar__minus_01_dot_07 - object
        Pillow_bar__plus_02_dot_52_bar__plus_00_dot_07_bar__plus_01_dot_21 - object
        RemoteControl_bar__plus_03_dot_03_bar__plus_00_dot_74_bar__minus_00_dot_85 - object
        RemoteControl_bar__minus_00_dot_59_bar__plus_00_dot_10_bar__plus_01_dot_76 - object
        Statue_bar__minus_00_dot_34_bar__plus_00_dot_13_bar__plus_01_dot_71 - object
        Statue_bar__minus_00_dot_80_bar__plus_00_dot_15_bar__plus_02_dot_12 - object
        Television_bar__minus_01_dot_56_bar__plus_01_dot_50_bar__plus_01_dot_95 - object
        Watch_bar__minus_00_dot_52_bar__plus_00_dot_17_bar__plus_01_dot_42 - object
        Watch_bar__minus_02_dot_33_bar__plus_00_dot_05_bar__plus_01_dot_52 - object
        WateringCan_bar__minus_02_dot_07_bar__plus_00_dot_19_bar__minus_00_dot_16 - object
        Window_bar__plus_01_dot_72_bar__plus_01_dot_38_bar__minus_01_dot_89 - object
        Window_bar__plus_02_dot_83_bar__plus_01_dot_33_bar__minus_01_dot_46 - object
        Window_bar__minus_01_dot_12_bar__plus_01_dot_47_bar__plus_01_dot_74 - object
        Window_bar__minus_01_dot_44_bar__plus_01_dot_58_bar__plus_01_dot_89 - object
        Window_bar__minus_02_dot_41_bar__plus_01_dot_48_bar__minus_01_dot_72 - object
        Window_bar__minus_02_dot_77_bar__plus_01_dot_35_bar__minus_01_dot_71 - object
        ArmChair_bar__plus_02_dot_64_bar__plus_00_dot_00_bar__plus_01_dot_48 - receptacle
        CoffeeTable_bar__minus_00_dot_56_bar__plus_00_dot_01_bar__plus_01_dot_96 - receptacle
        CoffeeTable_bar__minus_02_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_81 - receptacle
        Drawer_bar__plus_00_dot_08_bar__plus_00_dot_43_bar__minus_01_dot_85 - receptacle
        Drawer_bar__plus_01_dot_45_bar__plus_00_dot_77_bar__minus_01_dot_96 - receptacle
        Drawer_bar__plus_02_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_62 - receptacle
        Drawer_bar__minus_00_dot_17_bar__plus_00_dot_45_bar__minus_01_dot_75 - receptacle
        Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_01_dot_85 - receptacle
        Drawer_bar__minus_01_dot_55_bar__plus_00_dot_39_bar__minus_01_dot_72 - receptacle
        Drawer_bar__minus_02_dot_01_bar__plus_00_dot_25_bar__minus_01_dot_80 - receptacle
        Drawer_bar__minus_02_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_54 - receptacle
        Dresser_bar__minus_00_dot_42_bar__plus_00_dot_02_bar__plus_01_dot_71 - receptacle
        Dresser_bar__minus_02_dot_22_bar__plus_00_dot_00_bar__plus_01_dot_77 - receptacle
        GarbageCan_bar__minus_00_dot_83_bar__plus_00_dot_02_bar__plus_01_dot_96 - receptacle
        Ottoman_bar__plus_01_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_93 - receptacle
        Sofa_bar__minus_02_dot_66_bar__minus_00_dot_04_bar__minus_01_dot_81 - receptacle
        loc_bar_0_bar__minus_5_bar_2_bar_45 - location
        loc_bar__minus_9_bar__minus_7_bar_3_bar_45 - location
        loc_bar__minus_6_bar__minus_7_bar_3_bar_60 - location
        loc_bar__minus_5_bar_3_bar_0_bar_15 - location
        loc_bar__minus_10_bar__minus_3_bar_2_bar__minus_15 - location
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_9_bar_6_bar_1_bar_45 - location
        loc_bar__minus_8_bar_4_bar_3_bar_60 - location
        loc_bar__minus_8_bar_5_bar_0_bar_60 - location
        loc_bar__minus_2_bar_5_bar_0_bar_60 - location
        loc_bar__minus_6_bar_3_bar_0_bar__minus_15 - location
        loc_bar__minus_8_bar__minus_4_bar_2_bar_60 - location
        loc_bar__minus_3_bar_6_bar_0_bar_60 - location
        loc_bar__minus_1_bar_3_bar_0_bar_60 - location
        loc_bar_6_bar_6_bar_1_bar_45 - location
        loc_bar__minus_10_bar__minus_4_bar_2_bar_15 - location
        loc_bar_6_bar_5_bar_0_bar_15 - location
        loc_bar_8_bar__minus_3_bar_2_bar_15 - location
        loc_bar__minus_6_bar__minus_5_bar_2_bar_60 - location
        loc_bar_7_bar__minus_1_bar_1_bar_15 - location
        loc_bar__minus_2_bar__minus_5_bar_2_bar_45 - location
        loc_bar_9_bar__minus_6_bar_1_bar_30 - location
        loc_bar_8_bar__minus_6_bar_1_bar__minus_15 - location
        loc_bar_7_bar_6_bar_1_bar__minus_15 - location
        loc_bar__minus_5_bar_0_bar_1_bar_30 - location
        loc_bar_6_bar__minus_3_bar_1_bar_60 - location
        loc_bar__minus_7_bar_0_bar_1_bar_60 - location
        loc_bar_9_bar__minus_4_bar_1_bar_0 - location
        loc_bar_5_bar_5_bar_0_bar_45 - location
        loc_bar_7_bar__minus_3_bar_1_bar_45 - location
        loc_bar__minus_4_bar_3_bar_0_bar_0 - location
        loc_bar_6_bar__minus_3_bar_2_bar_45 - location
        loc_bar_4_bar__minus_7_bar_1_bar_30 - location
        )
    

(:init


        (receptacleType Drawer_bar__plus_02_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_62 DrawerType)
        (receptacleType Drawer_bar__plus_01_dot_45_bar__plus_00_dot_77_bar__minus_01_dot_96 DrawerType)
        (receptacleType Drawer_bar__minus_01_dot_55_bar__plus_00_dot_39_bar__minus_01_dot_72 DrawerType)
        (receptacleType Sofa_bar__minus_02_dot_66_bar__minus_00_dot_04_bar__minus_01_dot_81 SofaType)
        (receptacleType Drawer_bar__minus_00_dot_17_bar__plus_00_dot_45_bar__minus_01_dot_75 DrawerType)
        (receptacleType Dresser_bar__minus_00_dot_42_bar__plus_00_dot_02_bar__plus_01_dot_71 DresserType)
        (receptacleType CoffeeTable_bar__minus_02_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_81 CoffeeTableType)
        (receptacleType Drawer_bar__plus_00_dot_08_bar__plus_00_dot_43_bar__minus_01_dot_85 DrawerType)
        (receptacleType Ottoman_bar__plus_01_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_93 OttomanType)
        (receptacleType ArmChair_bar__plus_02_dot_64_bar__plus_00_dot_00_bar__plus_01_dot_48 ArmChairType)
        (receptacleType Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_01_dot_85 DrawerType)
        (receptacleType GarbageCan_bar__minus_00_dot_83_bar__plus_00_dot_02_bar__plus_01_dot_96 GarbageCanType)
        (receptacleType Drawer_bar__minus_02_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_54 DrawerType)
        (receptacleType Drawer_bar__minus_02_dot_01_bar__plus_00_dot_25_bar__minus_01_dot_80 DrawerType)
        (receptacleType Dresser_bar__minus_02_dot_22_bar__plus_00_dot_00_bar__plus_01_dot_77 DresserType)
        (receptacleType CoffeeTable_bar__minus_00_dot_56_bar__plus_00_dot_01_bar__plus_01_dot_96 CoffeeTableType)
        (objectType Painting_bar__plus_02_dot_68_bar__plus_01_dot_63_bar__minus_00_dot_21 PaintingType)
        (objectType Painting_bar__plus_02_dot_75_bar__plus_01_dot_67_bar__minus_01_dot_40 PaintingType)
        (objectType LightSwitch_bar__plus_01_dot_51_bar__plus_01_dot_38_bar__plus_01_dot_71 LightSwitchType)
        (objectType Window_bar__minus_01_dot_44_bar__plus_01_dot_58_bar__plus_01_dot_89 WindowType)
        (objectType KeyChain_bar__minus_02_dot_81_bar__plus_00_dot_11_bar__minus_01_dot_82 KeyChainType)
        (objectType Watch_bar__minus_02_dot_33_bar__plus_00_dot_05_bar__plus_01_dot_52 WatchType)
        (objectType Watch_bar__minus_00_dot_52_bar__plus_00_dot_17_bar__plus_01_dot_42 WatchType)
        (objectType Chair_bar__minus_01_dot_48_bar__plus_00_dot_64_bar__minus_00_dot_47 ChairType)
        (objectType Newspaper_bar__minus_02_dot_73_bar__plus_00_dot_13_bar__minus_01_dot_78 NewspaperType)
        (objectType KeyChain_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__plus_01_dot_51 KeyChainType)
        (objectType Curtains_bar__plus_02_dot_74_bar__plus_01_dot_83_bar__plus_01_dot_40 CurtainsType)
        (objectType KeyChain_bar__minus_00_dot_18_bar__plus_00_dot_18_bar__plus_01_dot_63 KeyChainType)
        (objectType HousePlant_bar__plus_02_dot_03_bar__plus_00_dot_64_bar__plus_01_dot_53 HousePlantType)
        (objectType Painting_bar__plus_02_dot_82_bar__plus_01_dot_74_bar__minus_01_dot_07 PaintingType)
        (objectType FloorLamp_bar__minus_02_dot_71_bar__plus_00_dot_03_bar__minus_01_dot_76 FloorLampType)
        (objectType Window_bar__minus_01_dot_12_bar__plus_01_dot_47_bar__plus_01_dot_74 WindowType)
        (objectType Pillow_bar__plus_02_dot_52_bar__plus_00_dot_07_bar__plus_01_dot_21 PillowType)
        (objectType Box_bar__minus_02_dot_13_bar__plus_00_dot_13_bar__plus_01_dot_89 BoxType)
        (objectType Newspaper_bar__minus_02_dot_71_bar__plus_00_dot_02_bar__minus_01_dot_63 NewspaperType)
        (objectType RemoteControl_bar__plus_03_dot_03_bar__plus_00_dot_74_bar__minus_00_dot_85 RemoteControlType)
        (objectType Window_bar__minus_02_dot_41_bar__plus_01_dot_48_bar__minus_01_dot_72 WindowType)
        (objectType WateringCan_bar__minus_02_dot_07_bar__plus_00_dot_19_bar__minus_00_dot_16 WateringCanType)
        (objectType CreditCard_bar__minus_02_dot_78_bar__plus_00_dot_13_bar__minus_02_dot_11 CreditCardType)
        (objectType CreditCard_bar__minus_02_dot_71_bar__plus_00_dot_12_bar__minus_01_dot_99 CreditCardType)
        (objectType DeskLamp_bar__plus_01_dot_77_bar__plus_00_dot_21_bar__minus_00_dot_98 DeskLampType)
        (objectType Statue_bar__minus_00_dot_34_bar__plus_00_dot_13_bar__plus_01_dot_71 StatueType)
        (objectType Television_bar__minus_01_dot_56_bar__plus_01_dot_50_bar__plus_01_dot_95 TelevisionType)
        (objectType CreditCard_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__minus_01_dot_68 CreditCardType)
        (objectType Window_bar__plus_01_dot_72_bar__plus_01_dot_38_bar__minus_01_dot_89 WindowType)
        (objectType RemoteControl_bar__minus_00_dot_59_bar__plus_00_dot_10_bar__plus_01_dot_76 RemoteControlType)
        (objectType Statue_bar__minus_00_dot_80_bar__plus_00_dot_15_bar__plus_02_dot_12 StatueType)
        (objectType Window_bar__plus_02_dot_83_bar__plus_01_dot_33_bar__minus_01_dot_46 WindowType)
        (objectType Window_bar__minus_02_dot_77_bar__plus_01_dot_35_bar__minus_01_dot_71 WindowType)
        (objectType Laptop_bar__plus_02_dot_75_bar__plus_00_dot_09_bar__plus_01_dot_28 LaptopType)
        (canContain DrawerType WateringCanType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType WateringCanType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType WateringCanType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain SofaType CreditCardType)
        (canContain SofaType RemoteControlType)
        (canContain SofaType PillowType)
        (canContain SofaType KeyChainType)
        (canContain SofaType BoxType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain DrawerType WateringCanType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DresserType StatueType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType WateringCanType)
        (canContain DresserType NewspaperType)
        (canContain DresserType WatchType)
        (canContain DresserType LaptopType)
        (canContain DresserType KeyChainType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType WatchType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType WateringCanType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain OttomanType NewspaperType)
        (canContain OttomanType CreditCardType)
        (canContain OttomanType KeyChainType)
        (canContain OttomanType BoxType)
        (canContain OttomanType RemoteControlType)
        (canContain OttomanType LaptopType)
        (canContain OttomanType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType BoxType)
        (canContain DrawerType WateringCanType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain GarbageCanType NewspaperType)
        (canContain DrawerType WateringCanType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType WateringCanType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DresserType StatueType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType WateringCanType)
        (canContain DresserType NewspaperType)
        (canContain DresserType WatchType)
        (canContain DresserType LaptopType)
        (canContain DresserType KeyChainType)
        (canContain DresserType BoxType)
        (canContain DresserType CreditCardType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType WatchType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType WateringCanType)
        (pickupable KeyChain_bar__minus_02_dot_81_bar__plus_00_dot_11_bar__minus_01_dot_82)
        (pickupable Watch_bar__minus_02_dot_33_bar__plus_00_dot_05_bar__plus_01_dot_52)
        (pickupable Watch_bar__minus_00_dot_52_bar__plus_00_dot_17_bar__plus_01_dot_42)
        (pickupable Newspaper_bar__minus_02_dot_73_bar__plus_00_dot_13_bar__minus_01_dot_78)
        (pickupable KeyChain_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__plus_01_dot_51)
        (pickupable KeyChain_bar__minus_00_dot_18_bar__plus_00_dot_18_bar__plus_01_dot_63)
        (pickupable Pillow_bar__plus_02_dot_52_bar__plus_00_dot_07_bar__plus_01_dot_21)
        (pickupable Box_bar__minus_02_dot_13_bar__plus_00_dot_13_bar__plus_01_dot_89)
        (pickupable Newspaper_bar__minus_02_dot_71_bar__plus_00_dot_02_bar__minus_01_dot_63)
        (pickupable RemoteControl_bar__plus_03_dot_03_bar__plus_00_dot_74_bar__minus_00_dot_85)
        (pickupable WateringCan_bar__minus_02_dot_07_bar__plus_00_dot_19_bar__minus_00_dot_16)
        (pickupable CreditCard_bar__minus_02_dot_78_bar__plus_00_dot_13_bar__minus_02_dot_11)
        (pickupable CreditCard_bar__minus_02_dot_71_bar__plus_00_dot_12_bar__minus_01_dot_99)
        (pickupable Statue_bar__minus_00_dot_34_bar__plus_00_dot_13_bar__plus_01_dot_71)
        (pickupable CreditCard_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__minus_01_dot_68)
        (pickupable RemoteControl_bar__minus_00_dot_59_bar__plus_00_dot_10_bar__plus_01_dot_76)
        (pickupable Statue_bar__minus_00_dot_80_bar__plus_00_dot_15_bar__plus_02_dot_12)
        (pickupable Laptop_bar__plus_02_dot_75_bar__plus_00_dot_09_bar__plus_01_dot_28)
        (isReceptacleObject Box_bar__minus_02_dot_13_bar__plus_00_dot_13_bar__plus_01_dot_89)
        (openable Drawer_bar__plus_02_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_62)
        (openable Drawer_bar__plus_01_dot_45_bar__plus_00_dot_77_bar__minus_01_dot_96)
        (openable Drawer_bar__minus_01_dot_55_bar__plus_00_dot_39_bar__minus_01_dot_72)
        (openable Drawer_bar__minus_00_dot_17_bar__plus_00_dot_45_bar__minus_01_dot_75)
        (openable Drawer_bar__plus_00_dot_08_bar__plus_00_dot_43_bar__minus_01_dot_85)
        (openable Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_01_dot_85)
        (openable Drawer_bar__minus_02_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_54)
        (openable Drawer_bar__minus_02_dot_01_bar__plus_00_dot_25_bar__minus_01_dot_80)
        
        (atLocation agent1 loc_bar_4_bar__minus_7_bar_1_bar_30)
        
        
        
        
        
        
        
        (toggleable FloorLamp_bar__minus_02_dot_71_bar__plus_00_dot_03_bar__minus_01_dot_76)
        (toggleable DeskLamp_bar__plus_01_dot_77_bar__plus_00_dot_21_bar__minus_00_dot_98)
        
        
        
        
        (inReceptacle Watch_bar__minus_02_dot_33_bar__plus_00_dot_05_bar__plus_01_dot_52 Dresser_bar__minus_02_dot_22_bar__plus_00_dot_00_bar__plus_01_dot_77)
        (inReceptacle Box_bar__minus_02_dot_13_bar__plus_00_dot_13_bar__plus_01_dot_89 Dresser_bar__minus_02_dot_22_bar__plus_00_dot_00_bar__plus_01_dot_77)
        (inReceptacle RemoteControl_bar__plus_03_dot_03_bar__plus_00_dot_74_bar__minus_00_dot_85 Drawer_bar__plus_02_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_62)
        (inReceptacle Watch_bar__minus_00_dot_52_bar__plus_00_dot_17_bar__plus_01_dot_42 Dresser_bar__minus_00_dot_42_bar__plus_00_dot_02_bar__plus_01_dot_71)
        (inReceptacle KeyChain_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__plus_01_dot_51 Dresser_bar__minus_00_dot_42_bar__plus_00_dot_02_bar__plus_01_dot_71)
        (inReceptacle KeyChain_bar__minus_00_dot_18_bar__plus_00_dot_18_bar__plus_01_dot_63 Dresser_bar__minus_00_dot_42_bar__plus_00_dot_02_bar__plus_01_dot_71)
        (inReceptacle RemoteControl_bar__minus_00_dot_59_bar__plus_00_dot_10_bar__plus_01_dot_76 Dresser_bar__minus_00_dot_42_bar__plus_00_dot_02_bar__plus_01_dot_71)
        (inReceptacle Statue_bar__minus_00_dot_34_bar__plus_00_dot_13_bar__plus_01_dot_71 CoffeeTable_bar__minus_00_dot_56_bar__plus_00_dot_01_bar__plus_01_dot_96)
        (inReceptacle Statue_bar__minus_00_dot_80_bar__plus_00_dot_15_bar__plus_02_dot_12 CoffeeTable_bar__minus_00_dot_56_bar__plus_00_dot_01_bar__plus_01_dot_96)
        (inReceptacle KeyChain_bar__minus_02_dot_81_bar__plus_00_dot_11_bar__minus_01_dot_82 Sofa_bar__minus_02_dot_66_bar__minus_00_dot_04_bar__minus_01_dot_81)
        (inReceptacle Newspaper_bar__minus_02_dot_73_bar__plus_00_dot_13_bar__minus_01_dot_78 Sofa_bar__minus_02_dot_66_bar__minus_00_dot_04_bar__minus_01_dot_81)
        (inReceptacle FloorLamp_bar__minus_02_dot_71_bar__plus_00_dot_03_bar__minus_01_dot_76 Sofa_bar__minus_02_dot_66_bar__minus_00_dot_04_bar__minus_01_dot_81)
        (inReceptacle Newspaper_bar__minus_02_dot_71_bar__plus_00_dot_02_bar__minus_01_dot_63 Sofa_bar__minus_02_dot_66_bar__minus_00_dot_04_bar__minus_01_dot_81)
        (inReceptacle CreditCard_bar__minus_02_dot_78_bar__plus_00_dot_13_bar__minus_02_dot_11 Sofa_bar__minus_02_dot_66_bar__minus_00_dot_04_bar__minus_01_dot_81)
        (inReceptacle CreditCard_bar__minus_02_dot_71_bar__plus_00_dot_12_bar__minus_01_dot_99 Sofa_bar__minus_02_dot_66_bar__minus_00_dot_04_bar__minus_01_dot_81)
        (inReceptacle CreditCard_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__minus_01_dot_68 Sofa_bar__minus_02_dot_66_bar__minus_00_dot_04_bar__minus_01_dot_81)
        (inReceptacle Pillow_bar__plus_02_dot_52_bar__plus_00_dot_07_bar__plus_01_dot_21 ArmChair_bar__plus_02_dot_64_bar__plus_00_dot_00_bar__plus_01_dot_48)
        (inReceptacle Laptop_bar__plus_02_dot_75_bar__plus_00_dot_09_bar__plus_01_dot_28 ArmChair_bar__plus_02_dot_64_bar__plus_00_dot_00_bar__plus_01_dot_48)
        
        
        (receptacleAtLocation ArmChair_bar__plus_02_dot_64_bar__plus_00_dot_00_bar__plus_01_dot_48 loc_bar_6_bar_6_bar_1_bar_45)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_56_bar__plus_00_dot_01_bar__plus_01_dot_96 loc_bar__minus_3_bar_6_bar_0_bar_60)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_72_bar__plus_00_dot_01_bar__plus_00_dot_81 loc_bar__minus_8_bar_4_bar_3_bar_60)
        (receptacleAtLocation Drawer_bar__plus_00_dot_08_bar__plus_00_dot_43_bar__minus_01_dot_85 loc_bar_0_bar__minus_5_bar_2_bar_45)
        (receptacleAtLocation Drawer_bar__plus_01_dot_45_bar__plus_00_dot_77_bar__minus_01_dot_96 loc_bar_6_bar__minus_3_bar_2_bar_45)
        (receptacleAtLocation Drawer_bar__plus_02_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_62 loc_bar_7_bar__minus_3_bar_1_bar_45)
        (receptacleAtLocation Drawer_bar__minus_00_dot_17_bar__plus_00_dot_45_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_68_bar__plus_00_dot_77_bar__minus_01_dot_85 loc_bar__minus_2_bar__minus_5_bar_2_bar_45)
        (receptacleAtLocation Drawer_bar__minus_01_dot_55_bar__plus_00_dot_39_bar__minus_01_dot_72 loc_bar__minus_6_bar__minus_5_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__minus_02_dot_01_bar__plus_00_dot_25_bar__minus_01_dot_80 loc_bar__minus_8_bar__minus_4_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__minus_02_dot_86_bar__plus_00_dot_75_bar__minus_01_dot_54 loc_bar__minus_9_bar__minus_7_bar_3_bar_45)
        (receptacleAtLocation Dresser_bar__minus_00_dot_42_bar__plus_00_dot_02_bar__plus_01_dot_71 loc_bar__minus_1_bar_3_bar_0_bar_60)
        (receptacleAtLocation Dresser_bar__minus_02_dot_22_bar__plus_00_dot_00_bar__plus_01_dot_77 loc_bar__minus_8_bar_5_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_83_bar__plus_00_dot_02_bar__plus_01_dot_96 loc_bar__minus_2_bar_5_bar_0_bar_60)
        (receptacleAtLocation Ottoman_bar__plus_01_dot_21_bar__plus_00_dot_02_bar__plus_01_dot_93 loc_bar_5_bar_5_bar_0_bar_45)
        (receptacleAtLocation Sofa_bar__minus_02_dot_66_bar__minus_00_dot_04_bar__minus_01_dot_81 loc_bar__minus_6_bar__minus_7_bar_3_bar_60)
        (objectAtLocation Painting_bar__plus_02_dot_68_bar__plus_01_dot_63_bar__minus_00_dot_21 loc_bar_7_bar__minus_1_bar_1_bar_15)
        (objectAtLocation Painting_bar__plus_02_dot_75_bar__plus_01_dot_67_bar__minus_01_dot_40 loc_bar_8_bar__minus_6_bar_1_bar__minus_15)
        (objectAtLocation LightSwitch_bar__plus_01_dot_51_bar__plus_01_dot_38_bar__plus_01_dot_71 loc_bar_6_bar_5_bar_0_bar_15)
        (objectAtLocation Window_bar__minus_01_dot_44_bar__plus_01_dot_58_bar__plus_01_dot_89 loc_bar__minus_5_bar_3_bar_0_bar_15)
        (objectAtLocation KeyChain_bar__minus_02_dot_81_bar__plus_00_dot_11_bar__minus_01_dot_82 loc_bar__minus_6_bar__minus_7_bar_3_bar_60)
        (objectAtLocation Watch_bar__minus_02_dot_33_bar__plus_00_dot_05_bar__plus_01_dot_52 loc_bar__minus_8_bar_5_bar_0_bar_60)
        (objectAtLocation Watch_bar__minus_00_dot_52_bar__plus_00_dot_17_bar__plus_01_dot_42 loc_bar__minus_1_bar_3_bar_0_bar_60)
        (objectAtLocation Chair_bar__minus_01_dot_48_bar__plus_00_dot_64_bar__minus_00_dot_47 loc_bar__minus_5_bar_0_bar_1_bar_30)
        (objectAtLocation Newspaper_bar__minus_02_dot_73_bar__plus_00_dot_13_bar__minus_01_dot_78 loc_bar__minus_6_bar__minus_7_bar_3_bar_60)
        (objectAtLocation KeyChain_bar__minus_00_dot_48_bar__plus_00_dot_09_bar__plus_01_dot_51 loc_bar__minus_1_bar_3_bar_0_bar_60)
        (objectAtLocation Curtains_bar__plus_02_dot_74_bar__plus_01_dot_83_bar__plus_01_dot_40 loc_bar_7_bar_6_bar_1_bar__minus_15)
        (objectAtLocation KeyChain_bar__minus_00_dot_18_bar__plus_00_dot_18_bar__plus_01_dot_63 loc_bar__minus_1_bar_3_bar_0_bar_60)
        (objectAtLocation HousePlant_bar__plus_02_dot_03_bar__plus_00_dot_64_bar__plus_01_dot_53 loc_bar_9_bar_6_bar_1_bar_45)
        (objectAtLocation Painting_bar__plus_02_dot_82_bar__plus_01_dot_74_bar__minus_01_dot_07 loc_bar_9_bar__minus_4_bar_1_bar_0)
        (objectAtLocation FloorLamp_bar__minus_02_dot_71_bar__plus_00_dot_03_bar__minus_01_dot_76 loc_bar__minus_6_bar__minus_7_bar_3_bar_60)
        (objectAtLocation Window_bar__minus_01_dot_12_bar__plus_01_dot_47_bar__plus_01_dot_74 loc_bar__minus_4_bar_3_bar_0_bar_0)
        (objectAtLocation Pillow_bar__plus_02_dot_52_bar__plus_00_dot_07_bar__plus_01_dot_21 loc_bar_6_bar_6_bar_1_bar_45)
        (objectAtLocation Box_bar__minus_02_dot_13_bar__plus_00_dot_13_bar__plus_01_dot_89 loc_bar__minus_8_bar_5_bar_0_bar_60)
        (objectAtLocation Newspaper_bar__minus_02_dot_71_bar__plus_00_dot_02_bar__minus_01_dot_63 loc_bar__minus_6_bar__minus_7_bar_3_bar_60)
        (objectAtLocation RemoteControl_bar__plus_03_dot_03_bar__plus_00_dot_74_bar__minus_00_dot_85 loc_bar_7_bar__minus_3_bar_1_bar_45)
        (objectAtLocation Window_bar__minus_02_dot_41_bar__plus_01_dot_48_bar__minus_01_dot_72 loc_bar__minus_10_bar__minus_3_bar_2_bar__minus_15)
        (objectAtLocation WateringCan_bar__minus_02_dot_07_bar__plus_00_dot_19_bar__minus_00_dot_16 loc_bar__minus_7_bar_0_bar_1_bar_60)
        (objectAtLocation CreditCard_bar__minus_02_dot_78_bar__plus_00_dot_13_bar__minus_02_dot_11 loc_bar__minus_6_bar__minus_7_bar_3_bar_60)
        (objectAtLocation CreditCard_bar__minus_02_dot_71_bar__plus_00_dot_12_bar__minus_01_dot_99 loc_bar__minus_6_bar__minus_7_bar_3_bar_60)
        (objectAtLocation DeskLamp_bar__plus_01_dot_77_bar__plus_00_dot_21_bar__minus_00_dot_98 loc_bar_6_bar__minus_3_bar_1_bar_60)
        (objectAtLocation Statue_bar__minus_00_dot_34_bar__plus_00_dot_13_bar__plus_01_dot_71 loc_bar__minus_3_bar_6_bar_0_bar_60)
        (objectAtLocation Television_bar__minus_01_dot_56_bar__plus_01_dot_50_bar__plus_01_dot_95 loc_bar__minus_6_bar_3_bar_0_bar__minus_15)
        (objectAtLocation CreditCard_bar__minus_02_dot_55_bar__plus_00_dot_07_bar__minus_01_dot_68 loc_bar__minus_6_bar__minus_7_bar_3_bar_60)
        (objectAtLocation Window_bar__plus_01_dot_72_bar__plus_01_dot_38_bar__minus_01_dot_89 loc_bar_8_bar__minus_3_bar_2_bar_15)
        (objectAtLocation RemoteControl_bar__minus_00_dot_59_bar__plus_00_dot_10_bar__plus_01_dot_76 loc_bar__minus_1_bar_3_bar_0_bar_60)
        (objectAtLocation Statue_bar__minus_00_dot_80_bar__plus_00_dot_15_bar__plus_02_dot_12 loc_bar__minus_3_bar_6_bar_0_bar_60)
        (objectAtLocation Window_bar__plus_02_dot_83_bar__plus_01_dot_33_bar__minus_01_dot_46 loc_bar_9_bar__minus_6_bar_1_bar_30)
        (objectAtLocation Window_bar__minus_02_dot_77_bar__plus_01_dot_35_bar__minus_01_dot_71 loc_bar__minus_10_bar__minus_4_bar_2_bar_15)
        (objectAtLocation Laptop_bar__plus_02_dot_75_bar__plus_00_dot_09_bar__plus_01_dot_28 loc_bar_6_bar_6_bar_1_bar_45)
        )
    

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o BoxType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
    