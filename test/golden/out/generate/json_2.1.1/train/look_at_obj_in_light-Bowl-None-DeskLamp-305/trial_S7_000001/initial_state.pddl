
(define (problem plan_trial_S7_000001)
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


        AlarmClock_bar__minus_01_dot_58_bar__plus_00_dot_06_bar__plus_00_dot_94 - object
        BaseballBat_bar__plus_00_dot_81_bar__plus_00_dot_65_bar__plus_00_dot_37 - object
        BasketBall_bar__minus_00_dot_87_bar__plus_00_dot_14_bar__minus_00_dot_27 - object
        Blinds_bar__plus_00_dot_82_bar__plus_02_dot_18_bar__minus_01_dot_04 - object
        Blinds_bar__minus_01_dot_16_bar__plus_02_dot_10_bar__minus_01_dot_06 - object
        Book_bar__plus_00_dot_56_bar__plus_01_dot_17_bar__plus_01_dot_28 - object
        Book_bar__plus_00_dot_94_bar__plus_00_dot_11_bar__plus_01_dot_25 - object
        Bowl_bar__plus_00_dot_18_bar__plus_01_dot_18_bar__plus_01_dot_11 - object
        Bowl_bar__plus_00_dot_44_bar__plus_01_dot_12_bar__plus_00_dot_88 - object
        Bowl_bar__plus_00_dot_67_bar__plus_01_dot_19_bar__plus_01_dot_29 - object
        Box_bar__minus_01_dot_12_bar__plus_00_dot_24_bar__minus_00_dot_74 - object
        CD_bar__minus_01_dot_71_bar__plus_01_dot_00_bar__minus_00_dot_41 - object
        CellPhone_bar__plus_01_dot_48_bar__plus_00_dot_03_bar__plus_01_dot_10 - object
        Chair_bar__plus_00_dot_77_bar__plus_00_dot_31_bar__plus_00_dot_55 - object
        CreditCard_bar__minus_01_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_07 - object
        DeskLamp_bar__plus_01_dot_33_bar__plus_01_dot_65_bar__minus_00_dot_81 - object
        KeyChain_bar__plus_00_dot_31_bar__plus_01_dot_20_bar__plus_01_dot_02 - object
        KeyChain_bar__plus_01_dot_30_bar__plus_01_dot_76_bar__minus_00_dot_74 - object
        KeyChain_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__plus_01_dot_51 - object
        Laptop_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__plus_00_dot_90 - object
        Laptop_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__plus_00_dot_99 - object
        LaundryHamperLid_bar__minus_00_dot_95_bar__plus_00_dot_51_bar__plus_01_dot_00 - object
        LightSwitch_bar__plus_00_dot_37_bar__plus_01_dot_40_bar__plus_01_dot_05 - object
        Mirror_bar__minus_01_dot_17_bar__plus_01_dot_49_bar__minus_00_dot_83 - object
        Mug_bar__plus_00_dot_58_bar__plus_01_dot_17_bar__plus_01_dot_16 - object
        Mug_bar__plus_01_dot_25_bar__plus_01_dot_69_bar__minus_00_dot_79 - object
        Pencil_bar__plus_01_dot_23_bar__plus_01_dot_66_bar__minus_01_dot_03 - object
        Pen_bar__plus_00_dot_34_bar__plus_01_dot_12_bar__plus_01_dot_05 - object
        Pen_bar__plus_00_dot_53_bar__plus_01_dot_09_bar__plus_01_dot_32 - object
        Pen_bar__minus_01_dot_43_bar__plus_00_dot_93_bar__minus_00_dot_41 - object
        Pillow_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__plus_01_dot_31 - object
        Pillow_bar__plus_01_dot_46_bar__plus_00_dot_09_bar__plus_01_dot_03 - object
        Poster_bar__plus_01_dot_33_bar__plus_01_dot_72_bar__minus_00_dot_84 - object
        Window_bar__plus_00_dot_16_bar__plus_01_dot_41_bar__minus_01_dot_09 - object
        Window_bar__plus_00_dot_48_bar__plus_01_dot_59_bar__plus_01_dot_15 - object
        Window_bar__plus_01_dot_34_bar__plus_01_dot_52_bar__plus_00_dot_65 - object
        Bed_bar__plus_01_dot_23_bar__minus_00_dot_03_bar__plus_01_dot_01 - receptacle
        Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13 - receptacle
        Drawer_bar__minus_00_dot_50_bar__plus_00_dot_37_bar__plus_01_dot_23 - receptacle
        Drawer_bar__minus_01_dot_16_bar__plus_00_dot_81_bar__minus_00_dot_27 - receptacle
        Drawer_bar__minus_01_dot_33_bar__plus_00_dot_96_bar__minus_01_dot_23 - receptacle
        Drawer_bar__minus_01_dot_41_bar__plus_00_dot_86_bar__minus_00_dot_30 - receptacle
        Drawer_bar__minus_01_dot_43_bar__plus_00_dot_90_bar__minus_00_dot_23 - receptacle
        Dresser_bar__minus_01_dot_35_bar__plus_00_dot_00_bar__plus_01_dot_24 - receptacle
        GarbageCan_bar__plus_00_dot_40_bar__plus_00_dot_05_bar__plus_01_dot_08 - receptacle
        LaundryHamper_bar__minus_00_dot_95_bar__plus_00_dot_04_bar__plus_01_dot_00 - receptacle
        Shelf_bar__plus_01_dot_37_bar__plus_01_dot_62_bar__minus_01_dot_03 - receptacle
        loc_bar__minus_3_bar__minus_1_bar_0_bar_60 - location
        loc_bar_3_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_5_bar__minus_1_bar_2_bar_60 - location
        loc_bar__minus_3_bar__minus_1_bar_3_bar_45 - location
        loc_bar_5_bar__minus_1_bar_0_bar_60 - location
        loc_bar_3_bar__minus_4_bar_1_bar_0 - location
        loc_bar__minus_2_bar__minus_5_bar_3_bar_45 - location
        loc_bar__minus_1_bar__minus_4_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar__minus_2_bar_3_bar_30 - location
        loc_bar_3_bar_0_bar_0_bar_15 - location
        loc_bar__minus_2_bar_2_bar_0_bar_60 - location
        loc_bar__minus_3_bar_5_bar_3_bar_60 - location
        loc_bar__minus_4_bar__minus_2_bar_0_bar_60 - location
        loc_bar_1_bar__minus_1_bar_2_bar_15 - location
        loc_bar__minus_3_bar_1_bar_0_bar_45 - location
        loc_bar__minus_5_bar__minus_3_bar_0_bar_45 - location
        loc_bar_6_bar_2_bar_2_bar_45 - location
        loc_bar_1_bar_1_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_3_bar_0 - location
        loc_bar_1_bar_2_bar_0_bar_60 - location
        loc_bar_2_bar_1_bar_0_bar_15 - location
        loc_bar_3_bar_3_bar_1_bar_0 - location
        loc_bar_2_bar__minus_3_bar_1_bar_0 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        )
    

(:init


        (receptacleType Drawer_bar__minus_01_dot_41_bar__plus_00_dot_86_bar__minus_00_dot_30 DrawerType)
        (receptacleType LaundryHamper_bar__minus_00_dot_95_bar__plus_00_dot_04_bar__plus_01_dot_00 LaundryHamperType)
        (receptacleType GarbageCan_bar__plus_00_dot_40_bar__plus_00_dot_05_bar__plus_01_dot_08 GarbageCanType)
        (receptacleType Dresser_bar__minus_01_dot_35_bar__plus_00_dot_00_bar__plus_01_dot_24 DresserType)
        (receptacleType Drawer_bar__minus_00_dot_50_bar__plus_00_dot_37_bar__plus_01_dot_23 DrawerType)
        (receptacleType Bed_bar__plus_01_dot_23_bar__minus_00_dot_03_bar__plus_01_dot_01 BedType)
        (receptacleType Drawer_bar__minus_01_dot_16_bar__plus_00_dot_81_bar__minus_00_dot_27 DrawerType)
        (receptacleType Shelf_bar__plus_01_dot_37_bar__plus_01_dot_62_bar__minus_01_dot_03 ShelfType)
        (receptacleType Drawer_bar__minus_01_dot_43_bar__plus_00_dot_90_bar__minus_00_dot_23 DrawerType)
        (receptacleType Drawer_bar__minus_01_dot_33_bar__plus_00_dot_96_bar__minus_01_dot_23 DrawerType)
        (receptacleType Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13 DeskType)
        (objectType Laptop_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__plus_00_dot_99 LaptopType)
        (objectType CreditCard_bar__minus_01_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_07 CreditCardType)
        (objectType KeyChain_bar__plus_00_dot_31_bar__plus_01_dot_20_bar__plus_01_dot_02 KeyChainType)
        (objectType LaundryHamperLid_bar__minus_00_dot_95_bar__plus_00_dot_51_bar__plus_01_dot_00 LaundryHamperLidType)
        (objectType Pillow_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__plus_01_dot_31 PillowType)
        (objectType BasketBall_bar__minus_00_dot_87_bar__plus_00_dot_14_bar__minus_00_dot_27 BasketBallType)
        (objectType Pillow_bar__plus_01_dot_46_bar__plus_00_dot_09_bar__plus_01_dot_03 PillowType)
        (objectType Box_bar__minus_01_dot_12_bar__plus_00_dot_24_bar__minus_00_dot_74 BoxType)
        (objectType Window_bar__plus_01_dot_34_bar__plus_01_dot_52_bar__plus_00_dot_65 WindowType)
        (objectType Mirror_bar__minus_01_dot_17_bar__plus_01_dot_49_bar__minus_00_dot_83 MirrorType)
        (objectType LightSwitch_bar__plus_00_dot_37_bar__plus_01_dot_40_bar__plus_01_dot_05 LightSwitchType)
        (objectType Poster_bar__plus_01_dot_33_bar__plus_01_dot_72_bar__minus_00_dot_84 PosterType)
        (objectType Pen_bar__plus_00_dot_34_bar__plus_01_dot_12_bar__plus_01_dot_05 PenType)
        (objectType CellPhone_bar__plus_01_dot_48_bar__plus_00_dot_03_bar__plus_01_dot_10 CellPhoneType)
        (objectType BaseballBat_bar__plus_00_dot_81_bar__plus_00_dot_65_bar__plus_00_dot_37 BaseballBatType)
        (objectType Book_bar__plus_00_dot_56_bar__plus_01_dot_17_bar__plus_01_dot_28 BookType)
        (objectType KeyChain_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__plus_01_dot_51 KeyChainType)
        (objectType Bowl_bar__plus_00_dot_67_bar__plus_01_dot_19_bar__plus_01_dot_29 BowlType)
        (objectType Pen_bar__plus_00_dot_53_bar__plus_01_dot_09_bar__plus_01_dot_32 PenType)
        (objectType Book_bar__plus_00_dot_94_bar__plus_00_dot_11_bar__plus_01_dot_25 BookType)
        (objectType Laptop_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__plus_00_dot_90 LaptopType)
        (objectType Blinds_bar__minus_01_dot_16_bar__plus_02_dot_10_bar__minus_01_dot_06 BlindsType)
        (objectType Blinds_bar__plus_00_dot_82_bar__plus_02_dot_18_bar__minus_01_dot_04 BlindsType)
        (objectType AlarmClock_bar__minus_01_dot_58_bar__plus_00_dot_06_bar__plus_00_dot_94 AlarmClockType)
        (objectType KeyChain_bar__plus_01_dot_30_bar__plus_01_dot_76_bar__minus_00_dot_74 KeyChainType)
        (objectType Pen_bar__minus_01_dot_43_bar__plus_00_dot_93_bar__minus_00_dot_41 PenType)
        (objectType Window_bar__plus_00_dot_16_bar__plus_01_dot_41_bar__minus_01_dot_09 WindowType)
        (objectType Window_bar__plus_00_dot_48_bar__plus_01_dot_59_bar__plus_01_dot_15 WindowType)
        (objectType DeskLamp_bar__plus_01_dot_33_bar__plus_01_dot_65_bar__minus_00_dot_81 DeskLampType)
        (objectType Mug_bar__plus_00_dot_58_bar__plus_01_dot_17_bar__plus_01_dot_16 MugType)
        (objectType Chair_bar__plus_00_dot_77_bar__plus_00_dot_31_bar__plus_00_dot_55 ChairType)
        (objectType Mug_bar__plus_01_dot_25_bar__plus_01_dot_69_bar__minus_00_dot_79 MugType)
        (objectType Bowl_bar__plus_00_dot_44_bar__plus_01_dot_12_bar__plus_00_dot_88 BowlType)
        (objectType Pencil_bar__plus_01_dot_23_bar__plus_01_dot_66_bar__minus_01_dot_03 PencilType)
        (objectType Bowl_bar__plus_00_dot_18_bar__plus_01_dot_18_bar__plus_01_dot_11 BowlType)
        (objectType CD_bar__minus_01_dot_71_bar__plus_01_dot_00_bar__minus_00_dot_41 CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CDType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType AlarmClockType)
        (canContain DresserType BookType)
        (canContain DresserType BasketBallType)
        (canContain DresserType CreditCardType)
        (canContain DresserType BoxType)
        (canContain DresserType CDType)
        (canContain DresserType BowlType)
        (canContain DresserType KeyChainType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CDType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain BedType BookType)
        (canContain BedType BaseballBatType)
        (canContain BedType BasketBallType)
        (canContain BedType CellPhoneType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CDType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType BowlType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType BoxType)
        (canContain ShelfType PencilType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType MugType)
        (canContain ShelfType PenType)
        (canContain ShelfType CreditCardType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DrawerType BookType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType CDType)
        (canContain DeskType MugType)
        (canContain DeskType KeyChainType)
        (canContain DeskType CreditCardType)
        (canContain DeskType LaptopType)
        (canContain DeskType BookType)
        (canContain DeskType CellPhoneType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType PencilType)
        (canContain DeskType PenType)
        (canContain DeskType CDType)
        (canContain DeskType BowlType)
        (canContain DeskType BasketBallType)
        (canContain DeskType BoxType)
        (pickupable Laptop_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__plus_00_dot_99)
        (pickupable CreditCard_bar__minus_01_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_07)
        (pickupable KeyChain_bar__plus_00_dot_31_bar__plus_01_dot_20_bar__plus_01_dot_02)
        (pickupable Pillow_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__plus_01_dot_31)
        (pickupable BasketBall_bar__minus_00_dot_87_bar__plus_00_dot_14_bar__minus_00_dot_27)
        (pickupable Pillow_bar__plus_01_dot_46_bar__plus_00_dot_09_bar__plus_01_dot_03)
        (pickupable Box_bar__minus_01_dot_12_bar__plus_00_dot_24_bar__minus_00_dot_74)
        (pickupable Pen_bar__plus_00_dot_34_bar__plus_01_dot_12_bar__plus_01_dot_05)
        (pickupable CellPhone_bar__plus_01_dot_48_bar__plus_00_dot_03_bar__plus_01_dot_10)
        (pickupable BaseballBat_bar__plus_00_dot_81_bar__plus_00_dot_65_bar__plus_00_dot_37)
        (pickupable Book_bar__plus_00_dot_56_bar__plus_01_dot_17_bar__plus_01_dot_28)
        (pickupable KeyChain_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__plus_01_dot_51)
        (pickupable Bowl_bar__plus_00_dot_67_bar__plus_01_dot_19_bar__plus_01_dot_29)
        (pickupable Pen_bar__plus_00_dot_53_bar__plus_01_dot_09_bar__plus_01_dot_32)
        (pickupable Book_bar__plus_00_dot_94_bar__plus_00_dot_11_bar__plus_01_dot_25)
        (pickupable Laptop_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__plus_00_dot_90)
        (pickupable AlarmClock_bar__minus_01_dot_58_bar__plus_00_dot_06_bar__plus_00_dot_94)
        (pickupable KeyChain_bar__plus_01_dot_30_bar__plus_01_dot_76_bar__minus_00_dot_74)
        (pickupable Pen_bar__minus_01_dot_43_bar__plus_00_dot_93_bar__minus_00_dot_41)
        (pickupable Mug_bar__plus_00_dot_58_bar__plus_01_dot_17_bar__plus_01_dot_16)
        (pickupable Mug_bar__plus_01_dot_25_bar__plus_01_dot_69_bar__minus_00_dot_79)
        (pickupable Bowl_bar__plus_00_dot_44_bar__plus_01_dot_12_bar__plus_00_dot_88)
        (pickupable Pencil_bar__plus_01_dot_23_bar__plus_01_dot_66_bar__minus_01_dot_03)
        (pickupable Bowl_bar__plus_00_dot_18_bar__plus_01_dot_18_bar__plus_01_dot_11)
        (pickupable CD_bar__minus_01_dot_71_bar__plus_01_dot_00_bar__minus_00_dot_41)
        (isReceptacleObject Box_bar__minus_01_dot_12_bar__plus_00_dot_24_bar__minus_00_dot_74)
        (isReceptacleObject Bowl_bar__plus_00_dot_67_bar__plus_01_dot_19_bar__plus_01_dot_29)
        (isReceptacleObject Mug_bar__plus_00_dot_58_bar__plus_01_dot_17_bar__plus_01_dot_16)
        (isReceptacleObject Mug_bar__plus_01_dot_25_bar__plus_01_dot_69_bar__minus_00_dot_79)
        (isReceptacleObject Bowl_bar__plus_00_dot_44_bar__plus_01_dot_12_bar__plus_00_dot_88)
        (isReceptacleObject Bowl_bar__plus_00_dot_18_bar__plus_01_dot_18_bar__plus_01_dot_11)
        (openable Drawer_bar__minus_01_dot_41_bar__plus_00_dot_86_bar__minus_00_dot_30)
        (openable Drawer_bar__minus_01_dot_16_bar__plus_00_dot_81_bar__minus_00_dot_27)
        (openable Drawer_bar__minus_01_dot_43_bar__plus_00_dot_90_bar__minus_00_dot_23)
        
        (atLocation agent1 loc_bar__minus_2_bar_0_bar_3_bar_30)
        
        (cleanable Bowl_bar__plus_00_dot_67_bar__plus_01_dot_19_bar__plus_01_dot_29)
        (cleanable Mug_bar__plus_00_dot_58_bar__plus_01_dot_17_bar__plus_01_dot_16)
        (cleanable Mug_bar__plus_01_dot_25_bar__plus_01_dot_69_bar__minus_00_dot_79)
        (cleanable Bowl_bar__plus_00_dot_44_bar__plus_01_dot_12_bar__plus_00_dot_88)
        (cleanable Bowl_bar__plus_00_dot_18_bar__plus_01_dot_18_bar__plus_01_dot_11)
        
        (heatable Mug_bar__plus_00_dot_58_bar__plus_01_dot_17_bar__plus_01_dot_16)
        (heatable Mug_bar__plus_01_dot_25_bar__plus_01_dot_69_bar__minus_00_dot_79)
        (coolable Bowl_bar__plus_00_dot_67_bar__plus_01_dot_19_bar__plus_01_dot_29)
        (coolable Mug_bar__plus_00_dot_58_bar__plus_01_dot_17_bar__plus_01_dot_16)
        (coolable Mug_bar__plus_01_dot_25_bar__plus_01_dot_69_bar__minus_00_dot_79)
        (coolable Bowl_bar__plus_00_dot_44_bar__plus_01_dot_12_bar__plus_00_dot_88)
        (coolable Bowl_bar__plus_00_dot_18_bar__plus_01_dot_18_bar__plus_01_dot_11)
        
        
        (toggleable DeskLamp_bar__plus_01_dot_33_bar__plus_01_dot_65_bar__minus_00_dot_81)
        
        
        
        
        (inReceptacle Laptop_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__plus_00_dot_99 Bed_bar__plus_01_dot_23_bar__minus_00_dot_03_bar__plus_01_dot_01)
        (inReceptacle Pillow_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__plus_01_dot_31 Bed_bar__plus_01_dot_23_bar__minus_00_dot_03_bar__plus_01_dot_01)
        (inReceptacle Pillow_bar__plus_01_dot_46_bar__plus_00_dot_09_bar__plus_01_dot_03 Bed_bar__plus_01_dot_23_bar__minus_00_dot_03_bar__plus_01_dot_01)
        (inReceptacle CellPhone_bar__plus_01_dot_48_bar__plus_00_dot_03_bar__plus_01_dot_10 Bed_bar__plus_01_dot_23_bar__minus_00_dot_03_bar__plus_01_dot_01)
        (inReceptacle Book_bar__plus_00_dot_94_bar__plus_00_dot_11_bar__plus_01_dot_25 Bed_bar__plus_01_dot_23_bar__minus_00_dot_03_bar__plus_01_dot_01)
        (inReceptacle Laptop_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__plus_00_dot_90 Bed_bar__plus_01_dot_23_bar__minus_00_dot_03_bar__plus_01_dot_01)
        (inReceptacle Pen_bar__plus_00_dot_34_bar__plus_01_dot_12_bar__plus_01_dot_05 Shelf_bar__plus_01_dot_37_bar__plus_01_dot_62_bar__minus_01_dot_03)
        (inReceptacle KeyChain_bar__plus_01_dot_30_bar__plus_01_dot_76_bar__minus_00_dot_74 Shelf_bar__plus_01_dot_37_bar__plus_01_dot_62_bar__minus_01_dot_03)
        (inReceptacle DeskLamp_bar__plus_01_dot_33_bar__plus_01_dot_65_bar__minus_00_dot_81 Shelf_bar__plus_01_dot_37_bar__plus_01_dot_62_bar__minus_01_dot_03)
        (inReceptacle Mug_bar__plus_01_dot_25_bar__plus_01_dot_69_bar__minus_00_dot_79 Shelf_bar__plus_01_dot_37_bar__plus_01_dot_62_bar__minus_01_dot_03)
        (inReceptacle Pencil_bar__plus_01_dot_23_bar__plus_01_dot_66_bar__minus_01_dot_03 Shelf_bar__plus_01_dot_37_bar__plus_01_dot_62_bar__minus_01_dot_03)
        (inReceptacle Pen_bar__minus_01_dot_43_bar__plus_00_dot_93_bar__minus_00_dot_41 Drawer_bar__minus_01_dot_43_bar__plus_00_dot_90_bar__minus_00_dot_23)
        (inReceptacle CD_bar__minus_01_dot_71_bar__plus_01_dot_00_bar__minus_00_dot_41 Drawer_bar__minus_01_dot_41_bar__plus_00_dot_86_bar__minus_00_dot_30)
        (inReceptacle CreditCard_bar__minus_01_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_07 Drawer_bar__minus_01_dot_16_bar__plus_00_dot_81_bar__minus_00_dot_27)
        (inReceptacle KeyChain_bar__plus_00_dot_31_bar__plus_01_dot_20_bar__plus_01_dot_02 Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13)
        (inReceptacle Pen_bar__plus_00_dot_34_bar__plus_01_dot_12_bar__plus_01_dot_05 Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13)
        (inReceptacle Book_bar__plus_00_dot_56_bar__plus_01_dot_17_bar__plus_01_dot_28 Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13)
        (inReceptacle Bowl_bar__plus_00_dot_67_bar__plus_01_dot_19_bar__plus_01_dot_29 Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13)
        (inReceptacle Pen_bar__plus_00_dot_53_bar__plus_01_dot_09_bar__plus_01_dot_32 Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13)
        (inReceptacle Mug_bar__plus_00_dot_58_bar__plus_01_dot_17_bar__plus_01_dot_16 Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13)
        (inReceptacle Bowl_bar__plus_00_dot_44_bar__plus_01_dot_12_bar__plus_00_dot_88 Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13)
        (inReceptacle Bowl_bar__plus_00_dot_18_bar__plus_01_dot_18_bar__plus_01_dot_11 Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13)
        (inReceptacle KeyChain_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__plus_01_dot_51 Dresser_bar__minus_01_dot_35_bar__plus_00_dot_00_bar__plus_01_dot_24)
        (inReceptacle AlarmClock_bar__minus_01_dot_58_bar__plus_00_dot_06_bar__plus_00_dot_94 Dresser_bar__minus_01_dot_35_bar__plus_00_dot_00_bar__plus_01_dot_24)
        
        
        (receptacleAtLocation Bed_bar__plus_01_dot_23_bar__minus_00_dot_03_bar__plus_01_dot_01 loc_bar_5_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Desk_bar__plus_00_dot_42_bar__plus_01_dot_06_bar__plus_01_dot_13 loc_bar_2_bar_1_bar_0_bar_15)
        (receptacleAtLocation Drawer_bar__minus_00_dot_50_bar__plus_00_dot_37_bar__plus_01_dot_23 loc_bar__minus_2_bar_2_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__minus_01_dot_16_bar__plus_00_dot_81_bar__minus_00_dot_27 loc_bar__minus_1_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__minus_01_dot_33_bar__plus_00_dot_96_bar__minus_01_dot_23 loc_bar__minus_2_bar__minus_5_bar_3_bar_45)
        (receptacleAtLocation Drawer_bar__minus_01_dot_41_bar__plus_00_dot_86_bar__minus_00_dot_30 loc_bar__minus_3_bar__minus_1_bar_3_bar_45)
        (receptacleAtLocation Drawer_bar__minus_01_dot_43_bar__plus_00_dot_90_bar__minus_00_dot_23 loc_bar__minus_3_bar__minus_1_bar_3_bar_45)
        (receptacleAtLocation Dresser_bar__minus_01_dot_35_bar__plus_00_dot_00_bar__plus_01_dot_24 loc_bar__minus_3_bar_5_bar_3_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_40_bar__plus_00_dot_05_bar__plus_01_dot_08 loc_bar_1_bar_2_bar_0_bar_60)
        (receptacleAtLocation LaundryHamper_bar__minus_00_dot_95_bar__plus_00_dot_04_bar__plus_01_dot_00 loc_bar__minus_3_bar__minus_1_bar_0_bar_60)
        (receptacleAtLocation Shelf_bar__plus_01_dot_37_bar__plus_01_dot_62_bar__minus_01_dot_03 loc_bar_3_bar__minus_4_bar_1_bar_0)
        (objectAtLocation Laptop_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__plus_00_dot_99 loc_bar_5_bar__minus_1_bar_0_bar_60)
        (objectAtLocation CreditCard_bar__minus_01_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_07 loc_bar__minus_1_bar__minus_2_bar_3_bar_30)
        (objectAtLocation KeyChain_bar__plus_00_dot_31_bar__plus_01_dot_20_bar__plus_01_dot_02 loc_bar_2_bar_1_bar_0_bar_15)
        (objectAtLocation LaundryHamperLid_bar__minus_00_dot_95_bar__plus_00_dot_51_bar__plus_01_dot_00 loc_bar__minus_3_bar_1_bar_0_bar_45)
        (objectAtLocation Pillow_bar__plus_01_dot_34_bar__plus_00_dot_11_bar__plus_01_dot_31 loc_bar_5_bar__minus_1_bar_0_bar_60)
        (objectAtLocation BasketBall_bar__minus_00_dot_87_bar__plus_00_dot_14_bar__minus_00_dot_27 loc_bar__minus_5_bar__minus_3_bar_0_bar_45)
        (objectAtLocation Pillow_bar__plus_01_dot_46_bar__plus_00_dot_09_bar__plus_01_dot_03 loc_bar_5_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Box_bar__minus_01_dot_12_bar__plus_00_dot_24_bar__minus_00_dot_74 loc_bar__minus_4_bar__minus_2_bar_0_bar_60)
        (objectAtLocation Window_bar__plus_01_dot_34_bar__plus_01_dot_52_bar__plus_00_dot_65 loc_bar_3_bar_3_bar_1_bar_0)
        (objectAtLocation Mirror_bar__minus_01_dot_17_bar__plus_01_dot_49_bar__minus_00_dot_83 loc_bar__minus_2_bar__minus_4_bar_3_bar_0)
        (objectAtLocation LightSwitch_bar__plus_00_dot_37_bar__plus_01_dot_40_bar__plus_01_dot_05 loc_bar_1_bar_1_bar_0_bar_30)
        (objectAtLocation Poster_bar__plus_01_dot_33_bar__plus_01_dot_72_bar__minus_00_dot_84 loc_bar_2_bar__minus_3_bar_1_bar_0)
        (objectAtLocation Pen_bar__plus_00_dot_34_bar__plus_01_dot_12_bar__plus_01_dot_05 loc_bar_2_bar_1_bar_0_bar_15)
        (objectAtLocation CellPhone_bar__plus_01_dot_48_bar__plus_00_dot_03_bar__plus_01_dot_10 loc_bar_5_bar__minus_1_bar_0_bar_60)
        (objectAtLocation BaseballBat_bar__plus_00_dot_81_bar__plus_00_dot_65_bar__plus_00_dot_37 loc_bar_6_bar_2_bar_2_bar_45)
        (objectAtLocation Book_bar__plus_00_dot_56_bar__plus_01_dot_17_bar__plus_01_dot_28 loc_bar_2_bar_1_bar_0_bar_15)
        (objectAtLocation KeyChain_bar__minus_01_dot_50_bar__plus_00_dot_08_bar__plus_01_dot_51 loc_bar__minus_3_bar_5_bar_3_bar_60)
        (objectAtLocation Bowl_bar__plus_00_dot_67_bar__plus_01_dot_19_bar__plus_01_dot_29 loc_bar_2_bar_1_bar_0_bar_15)
        (objectAtLocation Pen_bar__plus_00_dot_53_bar__plus_01_dot_09_bar__plus_01_dot_32 loc_bar_2_bar_1_bar_0_bar_15)
        (objectAtLocation Book_bar__plus_00_dot_94_bar__plus_00_dot_11_bar__plus_01_dot_25 loc_bar_5_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Laptop_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__plus_00_dot_90 loc_bar_5_bar__minus_1_bar_0_bar_60)
        (objectAtLocation Blinds_bar__minus_01_dot_16_bar__plus_02_dot_10_bar__minus_01_dot_06 loc_bar__minus_1_bar__minus_4_bar_3_bar__minus_30)
        (objectAtLocation Blinds_bar__plus_00_dot_82_bar__plus_02_dot_18_bar__minus_01_dot_04 loc_bar_3_bar__minus_2_bar_2_bar__minus_30)
        (objectAtLocation AlarmClock_bar__minus_01_dot_58_bar__plus_00_dot_06_bar__plus_00_dot_94 loc_bar__minus_3_bar_5_bar_3_bar_60)
        (objectAtLocation KeyChain_bar__plus_01_dot_30_bar__plus_01_dot_76_bar__minus_00_dot_74 loc_bar_3_bar__minus_4_bar_1_bar_0)
        (objectAtLocation Pen_bar__minus_01_dot_43_bar__plus_00_dot_93_bar__minus_00_dot_41 loc_bar__minus_3_bar__minus_1_bar_3_bar_45)
        (objectAtLocation Window_bar__plus_00_dot_16_bar__plus_01_dot_41_bar__minus_01_dot_09 loc_bar_1_bar__minus_1_bar_2_bar_15)
        (objectAtLocation Window_bar__plus_00_dot_48_bar__plus_01_dot_59_bar__plus_01_dot_15 loc_bar_3_bar_0_bar_0_bar_15)
        (objectAtLocation DeskLamp_bar__plus_01_dot_33_bar__plus_01_dot_65_bar__minus_00_dot_81 loc_bar_3_bar__minus_4_bar_1_bar_0)
        (objectAtLocation Mug_bar__plus_00_dot_58_bar__plus_01_dot_17_bar__plus_01_dot_16 loc_bar_2_bar_1_bar_0_bar_15)
        (objectAtLocation Chair_bar__plus_00_dot_77_bar__plus_00_dot_31_bar__plus_00_dot_55 loc_bar_5_bar__minus_1_bar_2_bar_60)
        (objectAtLocation Mug_bar__plus_01_dot_25_bar__plus_01_dot_69_bar__minus_00_dot_79 loc_bar_3_bar__minus_4_bar_1_bar_0)
        (objectAtLocation Bowl_bar__plus_00_dot_44_bar__plus_01_dot_12_bar__plus_00_dot_88 loc_bar_2_bar_1_bar_0_bar_15)
        (objectAtLocation Pencil_bar__plus_01_dot_23_bar__plus_01_dot_66_bar__minus_01_dot_03 loc_bar_3_bar__minus_4_bar_1_bar_0)
        (objectAtLocation Bowl_bar__plus_00_dot_18_bar__plus_01_dot_18_bar__plus_01_dot_11 loc_bar_2_bar_1_bar_0_bar_15)
        (objectAtLocation CD_bar__minus_01_dot_71_bar__plus_01_dot_00_bar__minus_00_dot_41 loc_bar__minus_3_bar__minus_1_bar_3_bar_45)
        )
    

        (:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o BowlType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
    