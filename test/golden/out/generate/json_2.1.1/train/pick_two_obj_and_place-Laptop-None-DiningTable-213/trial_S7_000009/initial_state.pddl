
(define (problem plan_trial_S7_000009)
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


        Book_bar__plus_02_dot_49_bar__plus_00_dot_08_bar__minus_02_dot_00 - object
        Book_bar__plus_02_dot_63_bar__plus_00_dot_08_bar__minus_01_dot_97 - object
        Book_bar__minus_02_dot_70_bar__plus_00_dot_08_bar__plus_02_dot_08 - object
        Box_bar__minus_01_dot_68_bar__plus_00_dot_63_bar__plus_00_dot_59 - object
        Chair_bar__minus_01_dot_80_bar__plus_00_dot_44_bar__plus_02_dot_20 - object
        CreditCard_bar__plus_02_dot_54_bar__plus_00_dot_64_bar__plus_02_dot_90 - object
        CreditCard_bar__minus_02_dot_38_bar__plus_00_dot_08_bar__plus_02_dot_33 - object
        CreditCard_bar__minus_02_dot_47_bar__plus_00_dot_04_bar__plus_00_dot_57 - object
        CreditCard_bar__minus_02_dot_85_bar__plus_00_dot_04_bar__plus_00_dot_70 - object
        FloorLamp_bar__minus_02_dot_92_bar__plus_00_dot_09_bar__plus_00_dot_54 - object
        HousePlant_bar__minus_01_dot_78_bar__plus_00_dot_76_bar__plus_02_dot_84 - object
        KeyChain_bar__plus_00_dot_26_bar__plus_00_dot_02_bar__plus_02_dot_41 - object
        KeyChain_bar__minus_01_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_70 - object
        KeyChain_bar__minus_02_dot_39_bar__plus_00_dot_12_bar__plus_00_dot_95 - object
        Laptop_bar__minus_02_dot_18_bar__plus_00_dot_48_bar__plus_00_dot_61 - object
        Laptop_bar__minus_02_dot_78_bar__plus_00_dot_05_bar__plus_02_dot_41 - object
        LightSwitch_bar__minus_00_dot_55_bar__plus_01_dot_23_bar__plus_02_dot_73 - object
        Painting_bar__plus_02_dot_60_bar__plus_01_dot_66_bar__minus_02_dot_26 - object
        Painting_bar__plus_02_dot_61_bar__plus_01_dot_68_bar__plus_01_dot_50 - object
        Pillow_bar__minus_02_dot_56_bar__plus_00_dot_01_bar__plus_00_dot_75 - object
        RemoteControl_bar__plus_02_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_27 - object
        Statue_bar__minus_02_dot_73_bar__plus_00_dot_12_bar__plus_02_dot_05 - object
        Television_bar__plus_02_dot_75_bar__plus_00_dot_13_bar__minus_02_dot_22 - object
        Watch_bar__plus_02_dot_34_bar__plus_00_dot_08_bar__minus_02_dot_38 - object
        Window_bar__plus_01_dot_67_bar__plus_01_dot_60_bar__minus_02_dot_58 - object
        Window_bar__minus_00_dot_06_bar__plus_01_dot_55_bar__plus_02_dot_59 - object
        ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__plus_02_dot_63 - receptacle
        ArmChair_bar__minus_01_dot_22_bar__plus_00_dot_00_bar__plus_02_dot_72 - receptacle
        CoffeeTable_bar__minus_02_dot_55_bar__plus_00_dot_01_bar__plus_02_dot_15 - receptacle
        DiningTable_bar__minus_02_dot_19_bar__plus_00_dot_50_bar__minus_02_dot_67 - receptacle
        Drawer_bar__plus_00_dot_17_bar__plus_00_dot_79_bar__plus_02_dot_60 - receptacle
        Drawer_bar__plus_00_dot_96_bar__plus_00_dot_68_bar__minus_02_dot_52 - receptacle
        Drawer_bar__plus_02_dot_43_bar__plus_00_dot_36_bar__plus_01_dot_10 - receptacle
        Drawer_bar__plus_02_dot_44_bar__plus_00_dot_58_bar__plus_02_dot_76 - receptacle
        Drawer_bar__plus_02_dot_55_bar__plus_00_dot_84_bar__plus_00_dot_45 - receptacle
        Drawer_bar__minus_00_dot_76_bar__plus_00_dot_60_bar__plus_02_dot_78 - receptacle
        Drawer_bar__minus_00_dot_91_bar__plus_00_dot_73_bar__plus_02_dot_58 - receptacle
        Drawer_bar__minus_00_dot_96_bar__plus_00_dot_29_bar__plus_02_dot_70 - receptacle
        Drawer_bar__minus_01_dot_65_bar__plus_00_dot_96_bar__plus_02_dot_67 - receptacle
        Drawer_bar__minus_02_dot_57_bar__plus_00_dot_31_bar__plus_00_dot_91 - receptacle
        Drawer_bar__minus_02_dot_61_bar__plus_00_dot_62_bar__plus_02_dot_64 - receptacle
        Drawer_bar__minus_02_dot_61_bar__plus_00_dot_93_bar__plus_01_dot_84 - receptacle
        Dresser_bar__plus_02_dot_61_bar__plus_00_dot_01_bar__minus_02_dot_17 - receptacle
        GarbageCan_bar__minus_01_dot_11_bar__minus_00_dot_02_bar__plus_02_dot_79 - receptacle
        SideTable_bar__plus_02_dot_49_bar__plus_00_dot_69_bar__minus_01_dot_77 - receptacle
        SideTable_bar__minus_01_dot_71_bar__plus_00_dot_66_bar__plus_02_dot_75 - receptacle
        SideTable_bar__minus_02_dot_37_bar__plus_00_dot_45_bar__plus_00_dot_34 - receptacle
        Sofa_bar__minus_02_dot_63_bar__minus_00_dot_02_bar__plus_00_dot_81 - receptacle
        loc_bar__minus_6_bar_4_bar_0_bar_45 - location
        loc_bar__minus_8_bar_8_bar_0_bar_45 - location
        loc_bar__minus_3_bar_6_bar_0_bar_30 - location
        loc_bar_8_bar_1_bar_1_bar_60 - location
        loc_bar_0_bar_7_bar_0_bar_45 - location
        loc_bar__minus_3_bar_6_bar_0_bar_45 - location
        loc_bar__minus_6_bar_9_bar_0_bar_45 - location
        loc_bar_3_bar__minus_5_bar_2_bar_45 - location
        loc_bar__minus_7_bar_3_bar_3_bar_45 - location
        loc_bar_6_bar__minus_8_bar_1_bar_60 - location
        loc_bar__minus_7_bar_10_bar_3_bar_45 - location
        loc_bar_0_bar_6_bar_0_bar_0 - location
        loc_bar__minus_6_bar_9_bar_3_bar_45 - location
        loc_bar_1_bar_6_bar_0_bar_60 - location
        loc_bar_8_bar_5_bar_1_bar_0 - location
        loc_bar__minus_5_bar_0_bar_3_bar_30 - location
        loc_bar_6_bar__minus_7_bar_2_bar__minus_15 - location
        loc_bar_6_bar_4_bar_1_bar_45 - location
        loc_bar_6_bar__minus_7_bar_1_bar_45 - location
        loc_bar__minus_2_bar_8_bar_0_bar_0 - location
        loc_bar__minus_8_bar_7_bar_3_bar_60 - location
        loc_bar__minus_4_bar_8_bar_0_bar_45 - location
        loc_bar__minus_7_bar_3_bar_3_bar_60 - location
        loc_bar__minus_5_bar_7_bar_0_bar_60 - location
        loc_bar__minus_8_bar_11_bar_0_bar_60 - location
        loc_bar_7_bar__minus_10_bar_1_bar_0 - location
        loc_bar_10_bar_9_bar_0_bar_45 - location
        loc_bar__minus_9_bar__minus_8_bar_2_bar_45 - location
        loc_bar__minus_6_bar_4_bar_1_bar_30 - location
        )
    

(:init


        (receptacleType CoffeeTable_bar__minus_02_dot_55_bar__plus_00_dot_01_bar__plus_02_dot_15 CoffeeTableType)
        (receptacleType DiningTable_bar__minus_02_dot_19_bar__plus_00_dot_50_bar__minus_02_dot_67 DiningTableType)
        (receptacleType SideTable_bar__plus_02_dot_49_bar__plus_00_dot_69_bar__minus_01_dot_77 SideTableType)
        (receptacleType Sofa_bar__minus_02_dot_63_bar__minus_00_dot_02_bar__plus_00_dot_81 SofaType)
        (receptacleType Drawer_bar__plus_02_dot_43_bar__plus_00_dot_36_bar__plus_01_dot_10 DrawerType)
        (receptacleType ArmChair_bar__minus_01_dot_22_bar__plus_00_dot_00_bar__plus_02_dot_72 ArmChairType)
        (receptacleType Drawer_bar__minus_00_dot_96_bar__plus_00_dot_29_bar__plus_02_dot_70 DrawerType)
        (receptacleType Drawer_bar__plus_00_dot_17_bar__plus_00_dot_79_bar__plus_02_dot_60 DrawerType)
        (receptacleType SideTable_bar__minus_01_dot_71_bar__plus_00_dot_66_bar__plus_02_dot_75 SideTableType)
        (receptacleType Drawer_bar__minus_00_dot_91_bar__plus_00_dot_73_bar__plus_02_dot_58 DrawerType)
        (receptacleType GarbageCan_bar__minus_01_dot_11_bar__minus_00_dot_02_bar__plus_02_dot_79 GarbageCanType)
        (receptacleType Drawer_bar__minus_02_dot_61_bar__plus_00_dot_93_bar__plus_01_dot_84 DrawerType)
        (receptacleType Dresser_bar__plus_02_dot_61_bar__plus_00_dot_01_bar__minus_02_dot_17 DresserType)
        (receptacleType Drawer_bar__minus_02_dot_61_bar__plus_00_dot_62_bar__plus_02_dot_64 DrawerType)
        (receptacleType Drawer_bar__minus_01_dot_65_bar__plus_00_dot_96_bar__plus_02_dot_67 DrawerType)
        (receptacleType Drawer_bar__plus_00_dot_96_bar__plus_00_dot_68_bar__minus_02_dot_52 DrawerType)
        (receptacleType Drawer_bar__plus_02_dot_44_bar__plus_00_dot_58_bar__plus_02_dot_76 DrawerType)
        (receptacleType ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__plus_02_dot_63 ArmChairType)
        (receptacleType Drawer_bar__plus_02_dot_55_bar__plus_00_dot_84_bar__plus_00_dot_45 DrawerType)
        (receptacleType SideTable_bar__minus_02_dot_37_bar__plus_00_dot_45_bar__plus_00_dot_34 SideTableType)
        (receptacleType Drawer_bar__minus_02_dot_57_bar__plus_00_dot_31_bar__plus_00_dot_91 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_76_bar__plus_00_dot_60_bar__plus_02_dot_78 DrawerType)
        (objectType Television_bar__plus_02_dot_75_bar__plus_00_dot_13_bar__minus_02_dot_22 TelevisionType)
        (objectType KeyChain_bar__minus_02_dot_39_bar__plus_00_dot_12_bar__plus_00_dot_95 KeyChainType)
        (objectType Book_bar__plus_02_dot_49_bar__plus_00_dot_08_bar__minus_02_dot_00 BookType)
        (objectType Box_bar__minus_01_dot_68_bar__plus_00_dot_63_bar__plus_00_dot_59 BoxType)
        (objectType Book_bar__plus_02_dot_63_bar__plus_00_dot_08_bar__minus_01_dot_97 BookType)
        (objectType KeyChain_bar__minus_01_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_70 KeyChainType)
        (objectType LightSwitch_bar__minus_00_dot_55_bar__plus_01_dot_23_bar__plus_02_dot_73 LightSwitchType)
        (objectType FloorLamp_bar__minus_02_dot_92_bar__plus_00_dot_09_bar__plus_00_dot_54 FloorLampType)
        (objectType RemoteControl_bar__plus_02_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_27 RemoteControlType)
        (objectType Pillow_bar__minus_02_dot_56_bar__plus_00_dot_01_bar__plus_00_dot_75 PillowType)
        (objectType Watch_bar__plus_02_dot_34_bar__plus_00_dot_08_bar__minus_02_dot_38 WatchType)
        (objectType Laptop_bar__minus_02_dot_18_bar__plus_00_dot_48_bar__plus_00_dot_61 LaptopType)
        (objectType CreditCard_bar__minus_02_dot_85_bar__plus_00_dot_04_bar__plus_00_dot_70 CreditCardType)
        (objectType Window_bar__plus_01_dot_67_bar__plus_01_dot_60_bar__minus_02_dot_58 WindowType)
        (objectType Statue_bar__minus_02_dot_73_bar__plus_00_dot_12_bar__plus_02_dot_05 StatueType)
        (objectType Painting_bar__plus_02_dot_61_bar__plus_01_dot_68_bar__plus_01_dot_50 PaintingType)
        (objectType Chair_bar__minus_01_dot_80_bar__plus_00_dot_44_bar__plus_02_dot_20 ChairType)
        (objectType CreditCard_bar__minus_02_dot_47_bar__plus_00_dot_04_bar__plus_00_dot_57 CreditCardType)
        (objectType Painting_bar__plus_02_dot_60_bar__plus_01_dot_66_bar__minus_02_dot_26 PaintingType)
        (objectType Laptop_bar__minus_02_dot_78_bar__plus_00_dot_05_bar__plus_02_dot_41 LaptopType)
        (objectType Book_bar__minus_02_dot_70_bar__plus_00_dot_08_bar__plus_02_dot_08 BookType)
        (objectType KeyChain_bar__plus_00_dot_26_bar__plus_00_dot_02_bar__plus_02_dot_41 KeyChainType)
        (objectType CreditCard_bar__minus_02_dot_38_bar__plus_00_dot_08_bar__plus_02_dot_33 CreditCardType)
        (objectType HousePlant_bar__minus_01_dot_78_bar__plus_00_dot_76_bar__plus_02_dot_84 HousePlantType)
        (objectType Window_bar__minus_00_dot_06_bar__plus_01_dot_55_bar__plus_02_dot_59 WindowType)
        (objectType CreditCard_bar__plus_02_dot_54_bar__plus_00_dot_64_bar__plus_02_dot_90 CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType BookType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType WatchType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType LaptopType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType WatchType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType BookType)
        (canContain SideTableType BoxType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType StatueType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType BookType)
        (canContain SideTableType WatchType)
        (canContain SofaType BookType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType BoxType)
        (canContain SofaType RemoteControlType)
        (canContain SofaType KeyChainType)
        (canContain SofaType CreditCardType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType RemoteControlType)
        (canContain ArmChairType BookType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType CreditCardType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType StatueType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType BookType)
        (canContain SideTableType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DresserType StatueType)
        (canContain DresserType BoxType)
        (canContain DresserType WatchType)
        (canContain DresserType LaptopType)
        (canContain DresserType KeyChainType)
        (canContain DresserType CreditCardType)
        (canContain DresserType RemoteControlType)
        (canContain DresserType BookType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType RemoteControlType)
        (canContain ArmChairType BookType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType CreditCardType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType StatueType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType BookType)
        (canContain SideTableType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (pickupable KeyChain_bar__minus_02_dot_39_bar__plus_00_dot_12_bar__plus_00_dot_95)
        (pickupable Book_bar__plus_02_dot_49_bar__plus_00_dot_08_bar__minus_02_dot_00)
        (pickupable Box_bar__minus_01_dot_68_bar__plus_00_dot_63_bar__plus_00_dot_59)
        (pickupable Book_bar__plus_02_dot_63_bar__plus_00_dot_08_bar__minus_01_dot_97)
        (pickupable KeyChain_bar__minus_01_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_70)
        (pickupable RemoteControl_bar__plus_02_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_27)
        (pickupable Pillow_bar__minus_02_dot_56_bar__plus_00_dot_01_bar__plus_00_dot_75)
        (pickupable Watch_bar__plus_02_dot_34_bar__plus_00_dot_08_bar__minus_02_dot_38)
        (pickupable Laptop_bar__minus_02_dot_18_bar__plus_00_dot_48_bar__plus_00_dot_61)
        (pickupable CreditCard_bar__minus_02_dot_85_bar__plus_00_dot_04_bar__plus_00_dot_70)
        (pickupable Statue_bar__minus_02_dot_73_bar__plus_00_dot_12_bar__plus_02_dot_05)
        (pickupable CreditCard_bar__minus_02_dot_47_bar__plus_00_dot_04_bar__plus_00_dot_57)
        (pickupable Laptop_bar__minus_02_dot_78_bar__plus_00_dot_05_bar__plus_02_dot_41)
        (pickupable Book_bar__minus_02_dot_70_bar__plus_00_dot_08_bar__plus_02_dot_08)
        (pickupable KeyChain_bar__plus_00_dot_26_bar__plus_00_dot_02_bar__plus_02_dot_41)
        (pickupable CreditCard_bar__minus_02_dot_38_bar__plus_00_dot_08_bar__plus_02_dot_33)
        (pickupable CreditCard_bar__plus_02_dot_54_bar__plus_00_dot_64_bar__plus_02_dot_90)
        (isReceptacleObject Box_bar__minus_01_dot_68_bar__plus_00_dot_63_bar__plus_00_dot_59)
        (openable Drawer_bar__plus_02_dot_43_bar__plus_00_dot_36_bar__plus_01_dot_10)
        (openable Drawer_bar__minus_00_dot_96_bar__plus_00_dot_29_bar__plus_02_dot_70)
        (openable Drawer_bar__plus_00_dot_17_bar__plus_00_dot_79_bar__plus_02_dot_60)
        (openable Drawer_bar__minus_00_dot_91_bar__plus_00_dot_73_bar__plus_02_dot_58)
        (openable Drawer_bar__minus_02_dot_61_bar__plus_00_dot_93_bar__plus_01_dot_84)
        (openable Drawer_bar__minus_02_dot_61_bar__plus_00_dot_62_bar__plus_02_dot_64)
        (openable Drawer_bar__minus_01_dot_65_bar__plus_00_dot_96_bar__plus_02_dot_67)
        (openable Drawer_bar__plus_00_dot_96_bar__plus_00_dot_68_bar__minus_02_dot_52)
        (openable Drawer_bar__plus_02_dot_44_bar__plus_00_dot_58_bar__plus_02_dot_76)
        (openable Drawer_bar__plus_02_dot_55_bar__plus_00_dot_84_bar__plus_00_dot_45)
        (openable Drawer_bar__minus_02_dot_57_bar__plus_00_dot_31_bar__plus_00_dot_91)
        (openable Drawer_bar__minus_00_dot_76_bar__plus_00_dot_60_bar__plus_02_dot_78)
        
        (atLocation agent1 loc_bar__minus_6_bar_4_bar_1_bar_30)
        
        
        
        
        
        
        
        (toggleable FloorLamp_bar__minus_02_dot_92_bar__plus_00_dot_09_bar__plus_00_dot_54)
        
        
        
        
        (inReceptacle Laptop_bar__minus_02_dot_18_bar__plus_00_dot_48_bar__plus_00_dot_61 SideTable_bar__minus_02_dot_37_bar__plus_00_dot_45_bar__plus_00_dot_34)
        (inReceptacle KeyChain_bar__minus_01_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_70 Drawer_bar__minus_01_dot_65_bar__plus_00_dot_96_bar__plus_02_dot_67)
        (inReceptacle HousePlant_bar__minus_01_dot_78_bar__plus_00_dot_76_bar__plus_02_dot_84 SideTable_bar__minus_01_dot_71_bar__plus_00_dot_66_bar__plus_02_dot_75)
        (inReceptacle KeyChain_bar__plus_00_dot_26_bar__plus_00_dot_02_bar__plus_02_dot_41 ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__plus_02_dot_63)
        (inReceptacle KeyChain_bar__minus_02_dot_39_bar__plus_00_dot_12_bar__plus_00_dot_95 Sofa_bar__minus_02_dot_63_bar__minus_00_dot_02_bar__plus_00_dot_81)
        (inReceptacle FloorLamp_bar__minus_02_dot_92_bar__plus_00_dot_09_bar__plus_00_dot_54 Sofa_bar__minus_02_dot_63_bar__minus_00_dot_02_bar__plus_00_dot_81)
        (inReceptacle Pillow_bar__minus_02_dot_56_bar__plus_00_dot_01_bar__plus_00_dot_75 Sofa_bar__minus_02_dot_63_bar__minus_00_dot_02_bar__plus_00_dot_81)
        (inReceptacle CreditCard_bar__minus_02_dot_85_bar__plus_00_dot_04_bar__plus_00_dot_70 Sofa_bar__minus_02_dot_63_bar__minus_00_dot_02_bar__plus_00_dot_81)
        (inReceptacle CreditCard_bar__minus_02_dot_47_bar__plus_00_dot_04_bar__plus_00_dot_57 Sofa_bar__minus_02_dot_63_bar__minus_00_dot_02_bar__plus_00_dot_81)
        (inReceptacle Television_bar__plus_02_dot_75_bar__plus_00_dot_13_bar__minus_02_dot_22 Dresser_bar__plus_02_dot_61_bar__plus_00_dot_01_bar__minus_02_dot_17)
        (inReceptacle Book_bar__plus_02_dot_49_bar__plus_00_dot_08_bar__minus_02_dot_00 Dresser_bar__plus_02_dot_61_bar__plus_00_dot_01_bar__minus_02_dot_17)
        (inReceptacle Book_bar__plus_02_dot_63_bar__plus_00_dot_08_bar__minus_01_dot_97 Dresser_bar__plus_02_dot_61_bar__plus_00_dot_01_bar__minus_02_dot_17)
        (inReceptacle RemoteControl_bar__plus_02_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_27 Dresser_bar__plus_02_dot_61_bar__plus_00_dot_01_bar__minus_02_dot_17)
        (inReceptacle Watch_bar__plus_02_dot_34_bar__plus_00_dot_08_bar__minus_02_dot_38 Dresser_bar__plus_02_dot_61_bar__plus_00_dot_01_bar__minus_02_dot_17)
        (inReceptacle CreditCard_bar__plus_02_dot_54_bar__plus_00_dot_64_bar__plus_02_dot_90 Drawer_bar__plus_02_dot_44_bar__plus_00_dot_58_bar__plus_02_dot_76)
        (inReceptacle Statue_bar__minus_02_dot_73_bar__plus_00_dot_12_bar__plus_02_dot_05 CoffeeTable_bar__minus_02_dot_55_bar__plus_00_dot_01_bar__plus_02_dot_15)
        (inReceptacle Laptop_bar__minus_02_dot_78_bar__plus_00_dot_05_bar__plus_02_dot_41 CoffeeTable_bar__minus_02_dot_55_bar__plus_00_dot_01_bar__plus_02_dot_15)
        (inReceptacle Book_bar__minus_02_dot_70_bar__plus_00_dot_08_bar__plus_02_dot_08 CoffeeTable_bar__minus_02_dot_55_bar__plus_00_dot_01_bar__plus_02_dot_15)
        (inReceptacle CreditCard_bar__minus_02_dot_38_bar__plus_00_dot_08_bar__plus_02_dot_33 CoffeeTable_bar__minus_02_dot_55_bar__plus_00_dot_01_bar__plus_02_dot_15)
        
        
        (receptacleAtLocation ArmChair_bar__plus_00_dot_20_bar__plus_00_dot_00_bar__plus_02_dot_63 loc_bar_1_bar_6_bar_0_bar_60)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_22_bar__plus_00_dot_00_bar__plus_02_dot_72 loc_bar__minus_4_bar_8_bar_0_bar_45)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_55_bar__plus_00_dot_01_bar__plus_02_dot_15 loc_bar__minus_6_bar_9_bar_3_bar_45)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_19_bar__plus_00_dot_50_bar__minus_02_dot_67 loc_bar__minus_9_bar__minus_8_bar_2_bar_45)
        (receptacleAtLocation Drawer_bar__plus_00_dot_17_bar__plus_00_dot_79_bar__plus_02_dot_60 loc_bar_0_bar_7_bar_0_bar_45)
        (receptacleAtLocation Drawer_bar__plus_00_dot_96_bar__plus_00_dot_68_bar__minus_02_dot_52 loc_bar_3_bar__minus_5_bar_2_bar_45)
        (receptacleAtLocation Drawer_bar__plus_02_dot_43_bar__plus_00_dot_36_bar__plus_01_dot_10 loc_bar_6_bar_4_bar_1_bar_45)
        (receptacleAtLocation Drawer_bar__plus_02_dot_44_bar__plus_00_dot_58_bar__plus_02_dot_76 loc_bar_10_bar_9_bar_0_bar_45)
        (receptacleAtLocation Drawer_bar__plus_02_dot_55_bar__plus_00_dot_84_bar__plus_00_dot_45 loc_bar_8_bar_1_bar_1_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_76_bar__plus_00_dot_60_bar__plus_02_dot_78 loc_bar__minus_3_bar_6_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_91_bar__plus_00_dot_73_bar__plus_02_dot_58 loc_bar__minus_3_bar_6_bar_0_bar_45)
        (receptacleAtLocation Drawer_bar__minus_00_dot_96_bar__plus_00_dot_29_bar__plus_02_dot_70 loc_bar__minus_3_bar_6_bar_0_bar_45)
        (receptacleAtLocation Drawer_bar__minus_01_dot_65_bar__plus_00_dot_96_bar__plus_02_dot_67 loc_bar__minus_8_bar_8_bar_0_bar_45)
        (receptacleAtLocation Drawer_bar__minus_02_dot_57_bar__plus_00_dot_31_bar__plus_00_dot_91 loc_bar__minus_7_bar_3_bar_3_bar_45)
        (receptacleAtLocation Drawer_bar__minus_02_dot_61_bar__plus_00_dot_62_bar__plus_02_dot_64 loc_bar__minus_7_bar_10_bar_3_bar_45)
        (receptacleAtLocation Drawer_bar__minus_02_dot_61_bar__plus_00_dot_93_bar__plus_01_dot_84 loc_bar__minus_8_bar_7_bar_3_bar_60)
        (receptacleAtLocation Dresser_bar__plus_02_dot_61_bar__plus_00_dot_01_bar__minus_02_dot_17 loc_bar_6_bar__minus_8_bar_1_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_11_bar__minus_00_dot_02_bar__plus_02_dot_79 loc_bar__minus_5_bar_7_bar_0_bar_60)
        (receptacleAtLocation SideTable_bar__plus_02_dot_49_bar__plus_00_dot_69_bar__minus_01_dot_77 loc_bar_6_bar__minus_7_bar_1_bar_45)
        (receptacleAtLocation SideTable_bar__minus_01_dot_71_bar__plus_00_dot_66_bar__plus_02_dot_75 loc_bar__minus_6_bar_9_bar_0_bar_45)
        (receptacleAtLocation SideTable_bar__minus_02_dot_37_bar__plus_00_dot_45_bar__plus_00_dot_34 loc_bar__minus_5_bar_0_bar_3_bar_30)
        (receptacleAtLocation Sofa_bar__minus_02_dot_63_bar__minus_00_dot_02_bar__plus_00_dot_81 loc_bar__minus_7_bar_3_bar_3_bar_60)
        (objectAtLocation Television_bar__plus_02_dot_75_bar__plus_00_dot_13_bar__minus_02_dot_22 loc_bar_6_bar__minus_8_bar_1_bar_60)
        (objectAtLocation KeyChain_bar__minus_02_dot_39_bar__plus_00_dot_12_bar__plus_00_dot_95 loc_bar__minus_7_bar_3_bar_3_bar_60)
        (objectAtLocation Book_bar__plus_02_dot_49_bar__plus_00_dot_08_bar__minus_02_dot_00 loc_bar_6_bar__minus_8_bar_1_bar_60)
        (objectAtLocation Box_bar__minus_01_dot_68_bar__plus_00_dot_63_bar__plus_00_dot_59 loc_bar__minus_6_bar_4_bar_0_bar_45)
        (objectAtLocation Book_bar__plus_02_dot_63_bar__plus_00_dot_08_bar__minus_01_dot_97 loc_bar_6_bar__minus_8_bar_1_bar_60)
        (objectAtLocation KeyChain_bar__minus_01_dot_59_bar__plus_01_dot_05_bar__plus_02_dot_70 loc_bar__minus_8_bar_8_bar_0_bar_45)
        (objectAtLocation LightSwitch_bar__minus_00_dot_55_bar__plus_01_dot_23_bar__plus_02_dot_73 loc_bar__minus_2_bar_8_bar_0_bar_0)
        (objectAtLocation FloorLamp_bar__minus_02_dot_92_bar__plus_00_dot_09_bar__plus_00_dot_54 loc_bar__minus_7_bar_3_bar_3_bar_60)
        (objectAtLocation RemoteControl_bar__plus_02_dot_70_bar__plus_00_dot_13_bar__minus_02_dot_27 loc_bar_6_bar__minus_8_bar_1_bar_60)
        (objectAtLocation Pillow_bar__minus_02_dot_56_bar__plus_00_dot_01_bar__plus_00_dot_75 loc_bar__minus_7_bar_3_bar_3_bar_60)
        (objectAtLocation Watch_bar__plus_02_dot_34_bar__plus_00_dot_08_bar__minus_02_dot_38 loc_bar_6_bar__minus_8_bar_1_bar_60)
        (objectAtLocation Laptop_bar__minus_02_dot_18_bar__plus_00_dot_48_bar__plus_00_dot_61 loc_bar__minus_5_bar_0_bar_3_bar_30)
        (objectAtLocation CreditCard_bar__minus_02_dot_85_bar__plus_00_dot_04_bar__plus_00_dot_70 loc_bar__minus_7_bar_3_bar_3_bar_60)
        (objectAtLocation Window_bar__plus_01_dot_67_bar__plus_01_dot_60_bar__minus_02_dot_58 loc_bar_6_bar__minus_7_bar_2_bar__minus_15)
        (objectAtLocation Statue_bar__minus_02_dot_73_bar__plus_00_dot_12_bar__plus_02_dot_05 loc_bar__minus_6_bar_9_bar_3_bar_45)
        (objectAtLocation Painting_bar__plus_02_dot_61_bar__plus_01_dot_68_bar__plus_01_dot_50 loc_bar_8_bar_5_bar_1_bar_0)
        (objectAtLocation Chair_bar__minus_01_dot_80_bar__plus_00_dot_44_bar__plus_02_dot_20 loc_bar__minus_8_bar_11_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__minus_02_dot_47_bar__plus_00_dot_04_bar__plus_00_dot_57 loc_bar__minus_7_bar_3_bar_3_bar_60)
        (objectAtLocation Painting_bar__plus_02_dot_60_bar__plus_01_dot_66_bar__minus_02_dot_26 loc_bar_7_bar__minus_10_bar_1_bar_0)
        (objectAtLocation Laptop_bar__minus_02_dot_78_bar__plus_00_dot_05_bar__plus_02_dot_41 loc_bar__minus_6_bar_9_bar_3_bar_45)
        (objectAtLocation Book_bar__minus_02_dot_70_bar__plus_00_dot_08_bar__plus_02_dot_08 loc_bar__minus_6_bar_9_bar_3_bar_45)
        (objectAtLocation KeyChain_bar__plus_00_dot_26_bar__plus_00_dot_02_bar__plus_02_dot_41 loc_bar_1_bar_6_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__minus_02_dot_38_bar__plus_00_dot_08_bar__plus_02_dot_33 loc_bar__minus_6_bar_9_bar_3_bar_45)
        (objectAtLocation HousePlant_bar__minus_01_dot_78_bar__plus_00_dot_76_bar__plus_02_dot_84 loc_bar__minus_6_bar_9_bar_0_bar_45)
        (objectAtLocation Window_bar__minus_00_dot_06_bar__plus_01_dot_55_bar__plus_02_dot_59 loc_bar_0_bar_6_bar_0_bar_0)
        (objectAtLocation CreditCard_bar__plus_02_dot_54_bar__plus_00_dot_64_bar__plus_02_dot_90 loc_bar_10_bar_9_bar_0_bar_45)
        )
    

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 LaptopType)
                                    (receptacleType ?r DiningTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 LaptopType)
                                            (receptacleType ?r DiningTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            