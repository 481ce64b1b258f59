
(define (problem plan_trial_S7_000007)
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


        Apple_bar__plus_01_dot_19_bar__plus_00_dot_85_bar__minus_01_dot_58 - object
        Book_bar__plus_01_dot_18_bar__plus_00_dot_74_bar__minus_01_dot_56 - object
        Book_bar__plus_01_dot_19_bar__plus_00_dot_72_bar__minus_01_dot_41 - object
        Book_bar__plus_01_dot_68_bar__plus_00_dot_89_bar__plus_01_dot_74 - object
        Bowl_bar__plus_01_dot_43_bar__plus_00_dot_16_bar__plus_01_dot_31 - object
        Bowl_bar__plus_01_dot_67_bar__plus_02_dot_44_bar__plus_01_dot_17 - object
        Bread_bar__plus_00_dot_80_bar__plus_00_dot_83_bar__minus_01_dot_53 - object
        Bread_bar__plus_01_dot_25_bar__plus_00_dot_76_bar__minus_01_dot_65 - object
        ButterKnife_bar__plus_00_dot_96_bar__plus_00_dot_73_bar__minus_01_dot_24 - object
        ButterKnife_bar__minus_01_dot_62_bar__plus_00_dot_79_bar__minus_01_dot_08 - object
        Chair_bar__plus_00_dot_78_bar__plus_00_dot_30_bar__plus_00_dot_78 - object
        Cup_bar__plus_01_dot_12_bar__plus_00_dot_90_bar__minus_01_dot_43 - object
        DishSponge_bar__plus_01_dot_11_bar__plus_00_dot_97_bar__minus_01_dot_51 - object
        DishSponge_bar__plus_01_dot_88_bar__plus_02_dot_33_bar__minus_00_dot_49 - object
        Egg_bar__plus_01_dot_29_bar__plus_00_dot_18_bar__plus_01_dot_61 - object
        Faucet_bar__minus_01_dot_66_bar__plus_01_dot_01_bar__minus_01_dot_21 - object
        Fork_bar__plus_01_dot_35_bar__plus_00_dot_72_bar__minus_01_dot_20 - object
        Fork_bar__plus_01_dot_40_bar__plus_00_dot_59_bar__plus_01_dot_64 - object
        Fork_bar__minus_01_dot_41_bar__plus_00_dot_38_bar__minus_01_dot_68 - object
        HousePlant_bar__plus_00_dot_68_bar__plus_00_dot_87_bar__minus_01_dot_66 - object
        Kettle_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_54 - object
        Kettle_bar__minus_01_dot_93_bar__plus_01_dot_06_bar__plus_01_dot_49 - object
        Knife_bar__plus_00_dot_90_bar__plus_00_dot_92_bar__minus_01_dot_21 - object
        Knife_bar__plus_01_dot_73_bar__plus_00_dot_80_bar__plus_01_dot_23 - object
        Knife_bar__plus_01_dot_88_bar__plus_00_dot_74_bar__plus_01_dot_20 - object
        Lettuce_bar__plus_00_dot_95_bar__plus_00_dot_75_bar__minus_01_dot_16 - object
        Lettuce_bar__plus_01_dot_10_bar__plus_00_dot_67_bar__minus_01_dot_72 - object
        Lettuce_bar__plus_01_dot_58_bar__plus_00_dot_10_bar__plus_01_dot_35 - object
        LightSwitch_bar__plus_01_dot_56_bar__plus_01_dot_38_bar__plus_00_dot_50 - object
        Mug_bar__plus_01_dot_58_bar__plus_00_dot_14_bar__plus_01_dot_23 - object
        Mug_bar__plus_01_dot_80_bar__plus_00_dot_17_bar__plus_01_dot_40 - object
        Mug_bar__minus_00_dot_85_bar__plus_00_dot_14_bar__minus_01_dot_42 - object
        Pan_bar__plus_01_dot_93_bar__plus_01_dot_03_bar__plus_01_dot_54 - object
        Pan_bar__plus_02_dot_00_bar__plus_01_dot_02_bar__minus_00_dot_38 - object
        PepperShaker_bar__plus_01_dot_01_bar__plus_00_dot_73_bar__minus_01_dot_59 - object
        Plate_bar__plus_01_dot_92_bar__plus_02_dot_29_bar__minus_00_dot_75 - object
        Plate_bar__minus_00_dot_75_bar__plus_00_dot_77_bar__minus_01_dot_19 - object
        Potato_bar__minus_01_dot_53_bar__plus_01_dot_22_bar__plus_00_dot_55 - object
        Pot_bar__plus_00_dot_90_bar__plus_01_dot_08_bar__minus_01_dot_44 - object
        SaltShaker_bar__plus_01_dot_23_bar__plus_00_dot_69_bar__minus_01_dot_30 - object
        SaltShaker_bar__plus_01_dot_63_bar__plus_02_dot_44_bar__plus_00_dot_89 - object
        SaltShaker_bar__minus_01_dot_65_bar__plus_02_dot_51_bar__plus_00_dot_11 - object
        Sink_bar__minus_01_dot_66_bar__plus_00_dot_76_bar__minus_01_dot_21 - object
        SoapBottle_bar__plus_00_dot_50_bar__plus_00_dot_04_bar__minus_01_dot_73 - object
        SoapBottle_bar__plus_00_dot_71_bar__plus_00_dot_09_bar__minus_01_dot_51 - object
        Spatula_bar__plus_01_dot_89_bar__plus_00_dot_69_bar__plus_01_dot_16 - object
        Spoon_bar__plus_01_dot_00_bar__plus_00_dot_65_bar__minus_01_dot_63 - object
        Spoon_bar__minus_01_dot_19_bar__plus_00_dot_45_bar__minus_01_dot_78 - object
        Spoon_bar__minus_01_dot_93_bar__plus_00_dot_87_bar__minus_00_dot_96 - object
        Statue_bar__plus_00_dot_98_bar__plus_00_dot_75_bar__minus_01_dot_56 - object
        StoveKnob_bar__plus_00_dot_89_bar__plus_01_dot_02_bar__minus_01_dot_18 - object
        StoveKnob_bar__plus_01_dot_63_bar__plus_00_dot_95_bar__plus_01_dot_61 - object
        StoveKnob_bar__plus_01_dot_92_bar__plus_00_dot_92_bar__minus_00_dot_30 - object
        StoveKnob_bar__minus_01_dot_83_bar__plus_01_dot_06_bar__plus_01_dot_89 - object
        Tomato_bar__plus_00_dot_73_bar__plus_00_dot_92_bar__minus_01_dot_48 - object
        Tomato_bar__plus_01_dot_10_bar__plus_00_dot_71_bar__minus_01_dot_59 - object
        Vase_bar__plus_01_dot_05_bar__plus_00_dot_94_bar__minus_01_dot_54 - object
        Vase_bar__minus_01_dot_40_bar__plus_01_dot_67_bar__minus_01_dot_81 - object
        Window_bar__minus_01_dot_80_bar__plus_01_dot_61_bar__plus_01_dot_11 - object
        WineBottle_bar__plus_00_dot_90_bar__plus_00_dot_04_bar__minus_01_dot_28 - object
        WineBottle_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_01_dot_53 - object
        WineBottle_bar__plus_01_dot_93_bar__plus_00_dot_82_bar__plus_01_dot_10 - object
        Cabinet_bar__plus_00_dot_22_bar__plus_00_dot_87_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__plus_01_dot_44_bar__plus_01_dot_68_bar__minus_01_dot_16 - receptacle
        Cabinet_bar__plus_01_dot_54_bar__plus_02_dot_43_bar__plus_01_dot_72 - receptacle
        Cabinet_bar__plus_01_dot_64_bar__plus_01_dot_93_bar__plus_01_dot_56 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_01_dot_80_bar__minus_01_dot_12 - receptacle
        Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_28_bar__plus_01_dot_13 - receptacle
        Cabinet_bar__plus_01_dot_79_bar__plus_02_dot_20_bar__minus_00_dot_57 - receptacle
        Cabinet_bar__minus_00_dot_51_bar__plus_00_dot_73_bar__minus_01_dot_45 - receptacle
        Cabinet_bar__minus_01_dot_48_bar__plus_01_dot_63_bar__minus_01_dot_56 - receptacle
        Cabinet_bar__minus_01_dot_54_bar__plus_02_dot_37_bar__plus_00_dot_21 - receptacle
        Cabinet_bar__minus_01_dot_70_bar__plus_01_dot_45_bar__plus_01_dot_62 - receptacle
        Cabinet_bar__minus_01_dot_71_bar__plus_00_dot_73_bar__plus_01_dot_46 - receptacle
        Cabinet_bar__minus_01_dot_81_bar__plus_02_dot_43_bar__plus_00_dot_37 - receptacle
        CoffeeMachine_bar__plus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_65 - receptacle
        CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45 - receptacle
        CounterTop_bar__plus_01_dot_80_bar__plus_00_dot_67_bar__plus_00_dot_99 - receptacle
        DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43 - receptacle
        Drawer_bar__plus_01_dot_15_bar__plus_00_dot_45_bar__plus_01_dot_65 - receptacle
        Drawer_bar__plus_01_dot_75_bar__plus_00_dot_72_bar__plus_01_dot_63 - receptacle
        Drawer_bar__minus_01_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_70 - receptacle
        Drawer_bar__minus_01_dot_41_bar__plus_00_dot_32_bar__minus_01_dot_57 - receptacle
        Fridge_bar__plus_01_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_46 - receptacle
        GarbageCan_bar__plus_00_dot_63_bar__minus_00_dot_03_bar__minus_01_dot_50 - receptacle
        Microwave_bar__minus_01_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_80 - receptacle
        Shelf_bar__plus_00_dot_31_bar__plus_01_dot_57_bar__minus_01_dot_43 - receptacle
        Shelf_bar__minus_01_dot_35_bar__plus_00_dot_72_bar__plus_01_dot_57 - receptacle
        Shelf_bar__minus_01_dot_55_bar__plus_00_dot_22_bar__minus_00_dot_96 - receptacle
        Sink_bar__minus_01_dot_66_bar__plus_00_dot_76_bar__minus_01_dot_21_bar_SinkBasin - receptacle
        StoveBurner_bar__plus_01_dot_00_bar__plus_00_dot_97_bar__minus_01_dot_48 - receptacle
        StoveBurner_bar__plus_01_dot_66_bar__plus_00_dot_90_bar__plus_01_dot_31 - receptacle
        StoveBurner_bar__plus_01_dot_75_bar__plus_00_dot_87_bar__minus_00_dot_60 - receptacle
        StoveBurner_bar__minus_01_dot_80_bar__plus_01_dot_01_bar__plus_01_dot_59 - receptacle
        Toaster_bar__plus_01_dot_15_bar__plus_00_dot_83_bar__minus_01_dot_35 - receptacle
        loc_bar__minus_3_bar_7_bar_3_bar_45 - location
        loc_bar_3_bar_4_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_2_bar_1_bar_60 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_60 - location
        loc_bar__minus_4_bar_4_bar_3_bar__minus_15 - location
        loc_bar_3_bar__minus_5_bar_1_bar_0 - location
        loc_bar__minus_3_bar__minus_5_bar_3_bar_60 - location
        loc_bar__minus_3_bar_2_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_2_bar_2_bar_60 - location
        loc_bar__minus_8_bar_3_bar_0_bar_30 - location
        loc_bar_4_bar_0_bar_1_bar_45 - location
        loc_bar__minus_8_bar_2_bar_0_bar_45 - location
        loc_bar__minus_5_bar_2_bar_0_bar_45 - location
        loc_bar__minus_4_bar_7_bar_3_bar_0 - location
        loc_bar_3_bar_7_bar_1_bar_60 - location
        loc_bar_4_bar_2_bar_0_bar_60 - location
        loc_bar_0_bar__minus_3_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_5_bar_3_bar_30 - location
        loc_bar_6_bar_3_bar_0_bar__minus_30 - location
        loc_bar_4_bar_4_bar_1_bar_45 - location
        loc_bar__minus_6_bar__minus_3_bar_2_bar_60 - location
        loc_bar_7_bar_3_bar_0_bar_60 - location
        loc_bar_4_bar_2_bar_2_bar_60 - location
        loc_bar__minus_4_bar__minus_4_bar_3_bar_45 - location
        loc_bar_7_bar_4_bar_0_bar__minus_30 - location
        loc_bar_1_bar__minus_3_bar_2_bar_45 - location
        loc_bar_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar_3_bar_3_bar_30 - location
        loc_bar_3_bar__minus_1_bar_1_bar__minus_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar_60 - location
        loc_bar_3_bar_5_bar_1_bar_45 - location
        loc_bar__minus_5_bar_2_bar_3_bar__minus_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_45 - location
        loc_bar_2_bar_6_bar_1_bar_30 - location
        loc_bar_4_bar__minus_1_bar_2_bar_45 - location
        loc_bar__minus_4_bar__minus_5_bar_1_bar_60 - location
        loc_bar__minus_6_bar__minus_1_bar_2_bar_15 - location
        loc_bar_2_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar_2_bar_0_bar_45 - location
        loc_bar__minus_5_bar_3_bar_2_bar_30 - location
        )
    

(:init


        (receptacleType Cabinet_bar__minus_01_dot_48_bar__plus_01_dot_63_bar__minus_01_dot_56 CabinetType)
        (receptacleType DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43 DiningTableType)
        (receptacleType Toaster_bar__plus_01_dot_15_bar__plus_00_dot_83_bar__minus_01_dot_35 ToasterType)
        (receptacleType StoveBurner_bar__plus_01_dot_75_bar__plus_00_dot_87_bar__minus_00_dot_60 StoveBurnerType)
        (receptacleType Shelf_bar__minus_01_dot_55_bar__plus_00_dot_22_bar__minus_00_dot_96 ShelfType)
        (receptacleType Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_28_bar__plus_01_dot_13 CabinetType)
        (receptacleType StoveBurner_bar__plus_01_dot_66_bar__plus_00_dot_90_bar__plus_01_dot_31 StoveBurnerType)
        (receptacleType Drawer_bar__minus_01_dot_41_bar__plus_00_dot_32_bar__minus_01_dot_57 DrawerType)
        (receptacleType Cabinet_bar__minus_01_dot_81_bar__plus_02_dot_43_bar__plus_00_dot_37 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_44_bar__plus_01_dot_68_bar__minus_01_dot_16 CabinetType)
        (receptacleType CoffeeMachine_bar__plus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_65 CoffeeMachineType)
        (receptacleType CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45 CounterTopType)
        (receptacleType Fridge_bar__plus_01_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_46 FridgeType)
        (receptacleType Cabinet_bar__plus_01_dot_79_bar__plus_02_dot_20_bar__minus_00_dot_57 CabinetType)
        (receptacleType Cabinet_bar__plus_00_dot_22_bar__plus_00_dot_87_bar__minus_01_dot_69 CabinetType)
        (receptacleType Drawer_bar__plus_01_dot_75_bar__plus_00_dot_72_bar__plus_01_dot_63 DrawerType)
        (receptacleType Cabinet_bar__minus_00_dot_51_bar__plus_00_dot_73_bar__minus_01_dot_45 CabinetType)
        (receptacleType GarbageCan_bar__plus_00_dot_63_bar__minus_00_dot_03_bar__minus_01_dot_50 GarbageCanType)
        (receptacleType CounterTop_bar__plus_01_dot_80_bar__plus_00_dot_67_bar__plus_00_dot_99 CounterTopType)
        (receptacleType Cabinet_bar__minus_01_dot_71_bar__plus_00_dot_73_bar__plus_01_dot_46 CabinetType)
        (receptacleType Shelf_bar__minus_01_dot_35_bar__plus_00_dot_72_bar__plus_01_dot_57 ShelfType)
        (receptacleType Sink_bar__minus_01_dot_66_bar__plus_00_dot_76_bar__minus_01_dot_21_bar_SinkBasin SinkBasinType)
        (receptacleType Drawer_bar__minus_01_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_70 DrawerType)
        (receptacleType StoveBurner_bar__plus_01_dot_00_bar__plus_00_dot_97_bar__minus_01_dot_48 StoveBurnerType)
        (receptacleType Microwave_bar__minus_01_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_80 MicrowaveType)
        (receptacleType Drawer_bar__plus_01_dot_15_bar__plus_00_dot_45_bar__plus_01_dot_65 DrawerType)
        (receptacleType StoveBurner_bar__minus_01_dot_80_bar__plus_01_dot_01_bar__plus_01_dot_59 StoveBurnerType)
        (receptacleType Shelf_bar__plus_00_dot_31_bar__plus_01_dot_57_bar__minus_01_dot_43 ShelfType)
        (receptacleType Cabinet_bar__minus_01_dot_70_bar__plus_01_dot_45_bar__plus_01_dot_62 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_54_bar__plus_02_dot_43_bar__plus_01_dot_72 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_01_dot_80_bar__minus_01_dot_12 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_64_bar__plus_01_dot_93_bar__plus_01_dot_56 CabinetType)
        (receptacleType Cabinet_bar__minus_01_dot_54_bar__plus_02_dot_37_bar__plus_00_dot_21 CabinetType)
        (objectType ButterKnife_bar__minus_01_dot_62_bar__plus_00_dot_79_bar__minus_01_dot_08 ButterKnifeType)
        (objectType StoveKnob_bar__plus_01_dot_63_bar__plus_00_dot_95_bar__plus_01_dot_61 StoveKnobType)
        (objectType StoveKnob_bar__plus_01_dot_92_bar__plus_00_dot_92_bar__minus_00_dot_30 StoveKnobType)
        (objectType Kettle_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_54 KettleType)
        (objectType Bread_bar__plus_01_dot_25_bar__plus_00_dot_76_bar__minus_01_dot_65 BreadType)
        (objectType Book_bar__plus_01_dot_19_bar__plus_00_dot_72_bar__minus_01_dot_41 BookType)
        (objectType Lettuce_bar__plus_01_dot_10_bar__plus_00_dot_67_bar__minus_01_dot_72 LettuceType)
        (objectType WineBottle_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_01_dot_53 WineBottleType)
        (objectType Mug_bar__minus_00_dot_85_bar__plus_00_dot_14_bar__minus_01_dot_42 MugType)
        (objectType Statue_bar__plus_00_dot_98_bar__plus_00_dot_75_bar__minus_01_dot_56 StatueType)
        (objectType Spoon_bar__minus_01_dot_19_bar__plus_00_dot_45_bar__minus_01_dot_78 SpoonType)
        (objectType Fork_bar__plus_01_dot_35_bar__plus_00_dot_72_bar__minus_01_dot_20 ForkType)
        (objectType Bread_bar__plus_00_dot_80_bar__plus_00_dot_83_bar__minus_01_dot_53 BreadType)
        (objectType Pot_bar__plus_00_dot_90_bar__plus_01_dot_08_bar__minus_01_dot_44 PotType)
        (objectType DishSponge_bar__plus_01_dot_88_bar__plus_02_dot_33_bar__minus_00_dot_49 DishSpongeType)
        (objectType Fork_bar__minus_01_dot_41_bar__plus_00_dot_38_bar__minus_01_dot_68 ForkType)
        (objectType Window_bar__minus_01_dot_80_bar__plus_01_dot_61_bar__plus_01_dot_11 WindowType)
        (objectType SaltShaker_bar__plus_01_dot_23_bar__plus_00_dot_69_bar__minus_01_dot_30 SaltShakerType)
        (objectType Fork_bar__plus_01_dot_40_bar__plus_00_dot_59_bar__plus_01_dot_64 ForkType)
        (objectType Tomato_bar__plus_01_dot_10_bar__plus_00_dot_71_bar__minus_01_dot_59 TomatoType)
        (objectType StoveKnob_bar__minus_01_dot_83_bar__plus_01_dot_06_bar__plus_01_dot_89 StoveKnobType)
        (objectType WineBottle_bar__plus_00_dot_90_bar__plus_00_dot_04_bar__minus_01_dot_28 WineBottleType)
        (objectType Kettle_bar__minus_01_dot_93_bar__plus_01_dot_06_bar__plus_01_dot_49 KettleType)
        (objectType Knife_bar__plus_01_dot_88_bar__plus_00_dot_74_bar__plus_01_dot_20 KnifeType)
        (objectType Mug_bar__plus_01_dot_80_bar__plus_00_dot_17_bar__plus_01_dot_40 MugType)
        (objectType Tomato_bar__plus_00_dot_73_bar__plus_00_dot_92_bar__minus_01_dot_48 TomatoType)
        (objectType StoveKnob_bar__plus_00_dot_89_bar__plus_01_dot_02_bar__minus_01_dot_18 StoveKnobType)
        (objectType LightSwitch_bar__plus_01_dot_56_bar__plus_01_dot_38_bar__plus_00_dot_50 LightSwitchType)
        (objectType Chair_bar__plus_00_dot_78_bar__plus_00_dot_30_bar__plus_00_dot_78 ChairType)
        (objectType SoapBottle_bar__plus_00_dot_71_bar__plus_00_dot_09_bar__minus_01_dot_51 SoapBottleType)
        (objectType Spatula_bar__plus_01_dot_89_bar__plus_00_dot_69_bar__plus_01_dot_16 SpatulaType)
        (objectType Book_bar__plus_01_dot_68_bar__plus_00_dot_89_bar__plus_01_dot_74 BookType)
        (objectType Spoon_bar__minus_01_dot_93_bar__plus_00_dot_87_bar__minus_00_dot_96 SpoonType)
        (objectType Egg_bar__plus_01_dot_29_bar__plus_00_dot_18_bar__plus_01_dot_61 EggType)
        (objectType Plate_bar__minus_00_dot_75_bar__plus_00_dot_77_bar__minus_01_dot_19 PlateType)
        (objectType Book_bar__plus_01_dot_18_bar__plus_00_dot_74_bar__minus_01_dot_56 BookType)
        (objectType Vase_bar__plus_01_dot_05_bar__plus_00_dot_94_bar__minus_01_dot_54 VaseType)
        (objectType SaltShaker_bar__minus_01_dot_65_bar__plus_02_dot_51_bar__plus_00_dot_11 SaltShakerType)
        (objectType Plate_bar__plus_01_dot_92_bar__plus_02_dot_29_bar__minus_00_dot_75 PlateType)
        (objectType Bowl_bar__plus_01_dot_67_bar__plus_02_dot_44_bar__plus_01_dot_17 BowlType)
        (objectType Lettuce_bar__plus_00_dot_95_bar__plus_00_dot_75_bar__minus_01_dot_16 LettuceType)
        (objectType ButterKnife_bar__plus_00_dot_96_bar__plus_00_dot_73_bar__minus_01_dot_24 ButterKnifeType)
        (objectType Pan_bar__plus_01_dot_93_bar__plus_01_dot_03_bar__plus_01_dot_54 PanType)
        (objectType Cup_bar__plus_01_dot_12_bar__plus_00_dot_90_bar__minus_01_dot_43 CupType)
        (objectType Sink_bar__minus_01_dot_66_bar__plus_00_dot_76_bar__minus_01_dot_21 SinkType)
        (objectType Mug_bar__plus_01_dot_58_bar__plus_00_dot_14_bar__plus_01_dot_23 MugType)
        (objectType SoapBottle_bar__plus_00_dot_50_bar__plus_00_dot_04_bar__minus_01_dot_73 SoapBottleType)
        (objectType Knife_bar__plus_00_dot_90_bar__plus_00_dot_92_bar__minus_01_dot_21 KnifeType)
        (objectType HousePlant_bar__plus_00_dot_68_bar__plus_00_dot_87_bar__minus_01_dot_66 HousePlantType)
        (objectType Knife_bar__plus_01_dot_73_bar__plus_00_dot_80_bar__plus_01_dot_23 KnifeType)
        (objectType Pan_bar__plus_02_dot_00_bar__plus_01_dot_02_bar__minus_00_dot_38 PanType)
        (objectType Lettuce_bar__plus_01_dot_58_bar__plus_00_dot_10_bar__plus_01_dot_35 LettuceType)
        (objectType SaltShaker_bar__plus_01_dot_63_bar__plus_02_dot_44_bar__plus_00_dot_89 SaltShakerType)
        (objectType Bowl_bar__plus_01_dot_43_bar__plus_00_dot_16_bar__plus_01_dot_31 BowlType)
        (objectType Potato_bar__minus_01_dot_53_bar__plus_01_dot_22_bar__plus_00_dot_55 PotatoType)
        (objectType PepperShaker_bar__plus_01_dot_01_bar__plus_00_dot_73_bar__minus_01_dot_59 PepperShakerType)
        (objectType Spoon_bar__plus_01_dot_00_bar__plus_00_dot_65_bar__minus_01_dot_63 SpoonType)
        (objectType DishSponge_bar__plus_01_dot_11_bar__plus_00_dot_97_bar__minus_01_dot_51 DishSpongeType)
        (objectType WineBottle_bar__plus_01_dot_93_bar__plus_00_dot_82_bar__plus_01_dot_10 WineBottleType)
        (objectType Vase_bar__minus_01_dot_40_bar__plus_01_dot_67_bar__minus_01_dot_81 VaseType)
        (objectType Apple_bar__plus_01_dot_19_bar__plus_00_dot_85_bar__minus_01_dot_58 AppleType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType TomatoType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType BookType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType WineBottleType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType VaseType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType StatueType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PotType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType VaseType)
        (canContain ShelfType StatueType)
        (canContain ShelfType WineBottleType)
        (canContain ShelfType CupType)
        (canContain ShelfType BowlType)
        (canContain ShelfType PlateType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType PotType)
        (canContain ShelfType BookType)
        (canContain ShelfType MugType)
        (canContain ShelfType KettleType)
        (canContain ShelfType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PotType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType BookType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain CoffeeMachineType MugType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType WineBottleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType StatueType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType VaseType)
        (canContain FridgeType WineBottleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType BowlType)
        (canContain FridgeType TomatoType)
        (canContain FridgeType PanType)
        (canContain FridgeType AppleType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain FridgeType MugType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType BookType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType DishSpongeType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType EggType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType TomatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType WineBottleType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType WineBottleType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType StatueType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType BookType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType TomatoType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType VaseType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType VaseType)
        (canContain ShelfType StatueType)
        (canContain ShelfType WineBottleType)
        (canContain ShelfType CupType)
        (canContain ShelfType BowlType)
        (canContain ShelfType PlateType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType PotType)
        (canContain ShelfType BookType)
        (canContain ShelfType MugType)
        (canContain ShelfType KettleType)
        (canContain ShelfType SaltShakerType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType TomatoType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType CupType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType BookType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType DishSpongeType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PotType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType TomatoType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain DrawerType SpoonType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType BookType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType DishSpongeType)
        (canContain StoveBurnerType PanType)
        (canContain StoveBurnerType KettleType)
        (canContain StoveBurnerType PotType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType VaseType)
        (canContain ShelfType StatueType)
        (canContain ShelfType WineBottleType)
        (canContain ShelfType CupType)
        (canContain ShelfType BowlType)
        (canContain ShelfType PlateType)
        (canContain ShelfType PepperShakerType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType PotType)
        (canContain ShelfType BookType)
        (canContain ShelfType MugType)
        (canContain ShelfType KettleType)
        (canContain ShelfType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CabinetType BowlType)
        (canContain CabinetType MugType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PotType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType KettleType)
        (canContain CabinetType VaseType)
        (canContain CabinetType WineBottleType)
        (canContain CabinetType CupType)
        (canContain CabinetType BookType)
        (pickupable ButterKnife_bar__minus_01_dot_62_bar__plus_00_dot_79_bar__minus_01_dot_08)
        (pickupable Kettle_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_54)
        (pickupable Bread_bar__plus_01_dot_25_bar__plus_00_dot_76_bar__minus_01_dot_65)
        (pickupable Book_bar__plus_01_dot_19_bar__plus_00_dot_72_bar__minus_01_dot_41)
        (pickupable Lettuce_bar__plus_01_dot_10_bar__plus_00_dot_67_bar__minus_01_dot_72)
        (pickupable WineBottle_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_01_dot_53)
        (pickupable Mug_bar__minus_00_dot_85_bar__plus_00_dot_14_bar__minus_01_dot_42)
        (pickupable Statue_bar__plus_00_dot_98_bar__plus_00_dot_75_bar__minus_01_dot_56)
        (pickupable Spoon_bar__minus_01_dot_19_bar__plus_00_dot_45_bar__minus_01_dot_78)
        (pickupable Fork_bar__plus_01_dot_35_bar__plus_00_dot_72_bar__minus_01_dot_20)
        (pickupable Bread_bar__plus_00_dot_80_bar__plus_00_dot_83_bar__minus_01_dot_53)
        (pickupable Pot_bar__plus_00_dot_90_bar__plus_01_dot_08_bar__minus_01_dot_44)
        (pickupable DishSponge_bar__plus_01_dot_88_bar__plus_02_dot_33_bar__minus_00_dot_49)
        (pickupable Fork_bar__minus_01_dot_41_bar__plus_00_dot_38_bar__minus_01_dot_68)
        (pickupable SaltShaker_bar__plus_01_dot_23_bar__plus_00_dot_69_bar__minus_01_dot_30)
        (pickupable Fork_bar__plus_01_dot_40_bar__plus_00_dot_59_bar__plus_01_dot_64)
        (pickupable Tomato_bar__plus_01_dot_10_bar__plus_00_dot_71_bar__minus_01_dot_59)
        (pickupable WineBottle_bar__plus_00_dot_90_bar__plus_00_dot_04_bar__minus_01_dot_28)
        (pickupable Kettle_bar__minus_01_dot_93_bar__plus_01_dot_06_bar__plus_01_dot_49)
        (pickupable Knife_bar__plus_01_dot_88_bar__plus_00_dot_74_bar__plus_01_dot_20)
        (pickupable Mug_bar__plus_01_dot_80_bar__plus_00_dot_17_bar__plus_01_dot_40)
        (pickupable Tomato_bar__plus_00_dot_73_bar__plus_00_dot_92_bar__minus_01_dot_48)
        (pickupable SoapBottle_bar__plus_00_dot_71_bar__plus_00_dot_09_bar__minus_01_dot_51)
        (pickupable Spatula_bar__plus_01_dot_89_bar__plus_00_dot_69_bar__plus_01_dot_16)
        (pickupable Book_bar__plus_01_dot_68_bar__plus_00_dot_89_bar__plus_01_dot_74)
        (pickupable Spoon_bar__minus_01_dot_93_bar__plus_00_dot_87_bar__minus_00_dot_96)
        (pickupable Egg_bar__plus_01_dot_29_bar__plus_00_dot_18_bar__plus_01_dot_61)
        (pickupable Plate_bar__minus_00_dot_75_bar__plus_00_dot_77_bar__minus_01_dot_19)
        (pickupable Book_bar__plus_01_dot_18_bar__plus_00_dot_74_bar__minus_01_dot_56)
        (pickupable Vase_bar__plus_01_dot_05_bar__plus_00_dot_94_bar__minus_01_dot_54)
        (pickupable SaltShaker_bar__minus_01_dot_65_bar__plus_02_dot_51_bar__plus_00_dot_11)
        (pickupable Plate_bar__plus_01_dot_92_bar__plus_02_dot_29_bar__minus_00_dot_75)
        (pickupable Bowl_bar__plus_01_dot_67_bar__plus_02_dot_44_bar__plus_01_dot_17)
        (pickupable Lettuce_bar__plus_00_dot_95_bar__plus_00_dot_75_bar__minus_01_dot_16)
        (pickupable ButterKnife_bar__plus_00_dot_96_bar__plus_00_dot_73_bar__minus_01_dot_24)
        (pickupable Pan_bar__plus_01_dot_93_bar__plus_01_dot_03_bar__plus_01_dot_54)
        (pickupable Cup_bar__plus_01_dot_12_bar__plus_00_dot_90_bar__minus_01_dot_43)
        (pickupable Mug_bar__plus_01_dot_58_bar__plus_00_dot_14_bar__plus_01_dot_23)
        (pickupable SoapBottle_bar__plus_00_dot_50_bar__plus_00_dot_04_bar__minus_01_dot_73)
        (pickupable Knife_bar__plus_00_dot_90_bar__plus_00_dot_92_bar__minus_01_dot_21)
        (pickupable Knife_bar__plus_01_dot_73_bar__plus_00_dot_80_bar__plus_01_dot_23)
        (pickupable Pan_bar__plus_02_dot_00_bar__plus_01_dot_02_bar__minus_00_dot_38)
        (pickupable Lettuce_bar__plus_01_dot_58_bar__plus_00_dot_10_bar__plus_01_dot_35)
        (pickupable SaltShaker_bar__plus_01_dot_63_bar__plus_02_dot_44_bar__plus_00_dot_89)
        (pickupable Bowl_bar__plus_01_dot_43_bar__plus_00_dot_16_bar__plus_01_dot_31)
        (pickupable Potato_bar__minus_01_dot_53_bar__plus_01_dot_22_bar__plus_00_dot_55)
        (pickupable PepperShaker_bar__plus_01_dot_01_bar__plus_00_dot_73_bar__minus_01_dot_59)
        (pickupable Spoon_bar__plus_01_dot_00_bar__plus_00_dot_65_bar__minus_01_dot_63)
        (pickupable DishSponge_bar__plus_01_dot_11_bar__plus_00_dot_97_bar__minus_01_dot_51)
        (pickupable WineBottle_bar__plus_01_dot_93_bar__plus_00_dot_82_bar__plus_01_dot_10)
        (pickupable Vase_bar__minus_01_dot_40_bar__plus_01_dot_67_bar__minus_01_dot_81)
        (pickupable Apple_bar__plus_01_dot_19_bar__plus_00_dot_85_bar__minus_01_dot_58)
        (isReceptacleObject Mug_bar__minus_00_dot_85_bar__plus_00_dot_14_bar__minus_01_dot_42)
        (isReceptacleObject Pot_bar__plus_00_dot_90_bar__plus_01_dot_08_bar__minus_01_dot_44)
        (isReceptacleObject Mug_bar__plus_01_dot_80_bar__plus_00_dot_17_bar__plus_01_dot_40)
        (isReceptacleObject Plate_bar__minus_00_dot_75_bar__plus_00_dot_77_bar__minus_01_dot_19)
        (isReceptacleObject Plate_bar__plus_01_dot_92_bar__plus_02_dot_29_bar__minus_00_dot_75)
        (isReceptacleObject Bowl_bar__plus_01_dot_67_bar__plus_02_dot_44_bar__plus_01_dot_17)
        (isReceptacleObject Pan_bar__plus_01_dot_93_bar__plus_01_dot_03_bar__plus_01_dot_54)
        (isReceptacleObject Cup_bar__plus_01_dot_12_bar__plus_00_dot_90_bar__minus_01_dot_43)
        (isReceptacleObject Mug_bar__plus_01_dot_58_bar__plus_00_dot_14_bar__plus_01_dot_23)
        (isReceptacleObject Pan_bar__plus_02_dot_00_bar__plus_01_dot_02_bar__minus_00_dot_38)
        (isReceptacleObject Bowl_bar__plus_01_dot_43_bar__plus_00_dot_16_bar__plus_01_dot_31)
        (openable Cabinet_bar__minus_01_dot_48_bar__plus_01_dot_63_bar__minus_01_dot_56)
        (openable Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_28_bar__plus_01_dot_13)
        (openable Drawer_bar__minus_01_dot_41_bar__plus_00_dot_32_bar__minus_01_dot_57)
        (openable Cabinet_bar__minus_01_dot_81_bar__plus_02_dot_43_bar__plus_00_dot_37)
        (openable Cabinet_bar__plus_01_dot_44_bar__plus_01_dot_68_bar__minus_01_dot_16)
        (openable Fridge_bar__plus_01_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_46)
        (openable Cabinet_bar__plus_01_dot_79_bar__plus_02_dot_20_bar__minus_00_dot_57)
        (openable Cabinet_bar__plus_00_dot_22_bar__plus_00_dot_87_bar__minus_01_dot_69)
        (openable Drawer_bar__plus_01_dot_75_bar__plus_00_dot_72_bar__plus_01_dot_63)
        (openable Cabinet_bar__minus_00_dot_51_bar__plus_00_dot_73_bar__minus_01_dot_45)
        (openable Cabinet_bar__minus_01_dot_71_bar__plus_00_dot_73_bar__plus_01_dot_46)
        (openable Drawer_bar__minus_01_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_70)
        (openable Microwave_bar__minus_01_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_80)
        (openable Drawer_bar__plus_01_dot_15_bar__plus_00_dot_45_bar__plus_01_dot_65)
        (openable Cabinet_bar__minus_01_dot_70_bar__plus_01_dot_45_bar__plus_01_dot_62)
        (openable Cabinet_bar__plus_01_dot_54_bar__plus_02_dot_43_bar__plus_01_dot_72)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_01_dot_80_bar__minus_01_dot_12)
        (openable Cabinet_bar__plus_01_dot_64_bar__plus_01_dot_93_bar__plus_01_dot_56)
        (openable Cabinet_bar__minus_01_dot_54_bar__plus_02_dot_37_bar__plus_00_dot_21)
        
        (atLocation agent1 loc_bar__minus_5_bar_3_bar_2_bar_30)
        
        (cleanable ButterKnife_bar__minus_01_dot_62_bar__plus_00_dot_79_bar__minus_01_dot_08)
        (cleanable Kettle_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_54)
        (cleanable Lettuce_bar__plus_01_dot_10_bar__plus_00_dot_67_bar__minus_01_dot_72)
        (cleanable Mug_bar__minus_00_dot_85_bar__plus_00_dot_14_bar__minus_01_dot_42)
        (cleanable Spoon_bar__minus_01_dot_19_bar__plus_00_dot_45_bar__minus_01_dot_78)
        (cleanable Fork_bar__plus_01_dot_35_bar__plus_00_dot_72_bar__minus_01_dot_20)
        (cleanable Pot_bar__plus_00_dot_90_bar__plus_01_dot_08_bar__minus_01_dot_44)
        (cleanable DishSponge_bar__plus_01_dot_88_bar__plus_02_dot_33_bar__minus_00_dot_49)
        (cleanable Fork_bar__minus_01_dot_41_bar__plus_00_dot_38_bar__minus_01_dot_68)
        (cleanable Fork_bar__plus_01_dot_40_bar__plus_00_dot_59_bar__plus_01_dot_64)
        (cleanable Tomato_bar__plus_01_dot_10_bar__plus_00_dot_71_bar__minus_01_dot_59)
        (cleanable Kettle_bar__minus_01_dot_93_bar__plus_01_dot_06_bar__plus_01_dot_49)
        (cleanable Knife_bar__plus_01_dot_88_bar__plus_00_dot_74_bar__plus_01_dot_20)
        (cleanable Mug_bar__plus_01_dot_80_bar__plus_00_dot_17_bar__plus_01_dot_40)
        (cleanable Tomato_bar__plus_00_dot_73_bar__plus_00_dot_92_bar__minus_01_dot_48)
        (cleanable Spatula_bar__plus_01_dot_89_bar__plus_00_dot_69_bar__plus_01_dot_16)
        (cleanable Spoon_bar__minus_01_dot_93_bar__plus_00_dot_87_bar__minus_00_dot_96)
        (cleanable Egg_bar__plus_01_dot_29_bar__plus_00_dot_18_bar__plus_01_dot_61)
        (cleanable Plate_bar__minus_00_dot_75_bar__plus_00_dot_77_bar__minus_01_dot_19)
        (cleanable Plate_bar__plus_01_dot_92_bar__plus_02_dot_29_bar__minus_00_dot_75)
        (cleanable Bowl_bar__plus_01_dot_67_bar__plus_02_dot_44_bar__plus_01_dot_17)
        (cleanable Lettuce_bar__plus_00_dot_95_bar__plus_00_dot_75_bar__minus_01_dot_16)
        (cleanable ButterKnife_bar__plus_00_dot_96_bar__plus_00_dot_73_bar__minus_01_dot_24)
        (cleanable Pan_bar__plus_01_dot_93_bar__plus_01_dot_03_bar__plus_01_dot_54)
        (cleanable Cup_bar__plus_01_dot_12_bar__plus_00_dot_90_bar__minus_01_dot_43)
        (cleanable Mug_bar__plus_01_dot_58_bar__plus_00_dot_14_bar__plus_01_dot_23)
        (cleanable Knife_bar__plus_00_dot_90_bar__plus_00_dot_92_bar__minus_01_dot_21)
        (cleanable Knife_bar__plus_01_dot_73_bar__plus_00_dot_80_bar__plus_01_dot_23)
        (cleanable Pan_bar__plus_02_dot_00_bar__plus_01_dot_02_bar__minus_00_dot_38)
        (cleanable Lettuce_bar__plus_01_dot_58_bar__plus_00_dot_10_bar__plus_01_dot_35)
        (cleanable Bowl_bar__plus_01_dot_43_bar__plus_00_dot_16_bar__plus_01_dot_31)
        (cleanable Potato_bar__minus_01_dot_53_bar__plus_01_dot_22_bar__plus_00_dot_55)
        (cleanable Spoon_bar__plus_01_dot_00_bar__plus_00_dot_65_bar__minus_01_dot_63)
        (cleanable DishSponge_bar__plus_01_dot_11_bar__plus_00_dot_97_bar__minus_01_dot_51)
        (cleanable Apple_bar__plus_01_dot_19_bar__plus_00_dot_85_bar__minus_01_dot_58)
        
        (heatable Bread_bar__plus_01_dot_25_bar__plus_00_dot_76_bar__minus_01_dot_65)
        (heatable Mug_bar__minus_00_dot_85_bar__plus_00_dot_14_bar__minus_01_dot_42)
        (heatable Bread_bar__plus_00_dot_80_bar__plus_00_dot_83_bar__minus_01_dot_53)
        (heatable Tomato_bar__plus_01_dot_10_bar__plus_00_dot_71_bar__minus_01_dot_59)
        (heatable Mug_bar__plus_01_dot_80_bar__plus_00_dot_17_bar__plus_01_dot_40)
        (heatable Tomato_bar__plus_00_dot_73_bar__plus_00_dot_92_bar__minus_01_dot_48)
        (heatable Egg_bar__plus_01_dot_29_bar__plus_00_dot_18_bar__plus_01_dot_61)
        (heatable Plate_bar__minus_00_dot_75_bar__plus_00_dot_77_bar__minus_01_dot_19)
        (heatable Plate_bar__plus_01_dot_92_bar__plus_02_dot_29_bar__minus_00_dot_75)
        (heatable Cup_bar__plus_01_dot_12_bar__plus_00_dot_90_bar__minus_01_dot_43)
        (heatable Mug_bar__plus_01_dot_58_bar__plus_00_dot_14_bar__plus_01_dot_23)
        (heatable Potato_bar__minus_01_dot_53_bar__plus_01_dot_22_bar__plus_00_dot_55)
        (heatable Apple_bar__plus_01_dot_19_bar__plus_00_dot_85_bar__minus_01_dot_58)
        (coolable Bread_bar__plus_01_dot_25_bar__plus_00_dot_76_bar__minus_01_dot_65)
        (coolable Lettuce_bar__plus_01_dot_10_bar__plus_00_dot_67_bar__minus_01_dot_72)
        (coolable WineBottle_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_01_dot_53)
        (coolable Mug_bar__minus_00_dot_85_bar__plus_00_dot_14_bar__minus_01_dot_42)
        (coolable Bread_bar__plus_00_dot_80_bar__plus_00_dot_83_bar__minus_01_dot_53)
        (coolable Pot_bar__plus_00_dot_90_bar__plus_01_dot_08_bar__minus_01_dot_44)
        (coolable Tomato_bar__plus_01_dot_10_bar__plus_00_dot_71_bar__minus_01_dot_59)
        (coolable WineBottle_bar__plus_00_dot_90_bar__plus_00_dot_04_bar__minus_01_dot_28)
        (coolable Mug_bar__plus_01_dot_80_bar__plus_00_dot_17_bar__plus_01_dot_40)
        (coolable Tomato_bar__plus_00_dot_73_bar__plus_00_dot_92_bar__minus_01_dot_48)
        (coolable Egg_bar__plus_01_dot_29_bar__plus_00_dot_18_bar__plus_01_dot_61)
        (coolable Plate_bar__minus_00_dot_75_bar__plus_00_dot_77_bar__minus_01_dot_19)
        (coolable Plate_bar__plus_01_dot_92_bar__plus_02_dot_29_bar__minus_00_dot_75)
        (coolable Bowl_bar__plus_01_dot_67_bar__plus_02_dot_44_bar__plus_01_dot_17)
        (coolable Lettuce_bar__plus_00_dot_95_bar__plus_00_dot_75_bar__minus_01_dot_16)
        (coolable Pan_bar__plus_01_dot_93_bar__plus_01_dot_03_bar__plus_01_dot_54)
        (coolable Cup_bar__plus_01_dot_12_bar__plus_00_dot_90_bar__minus_01_dot_43)
        (coolable Mug_bar__plus_01_dot_58_bar__plus_00_dot_14_bar__plus_01_dot_23)
        (coolable Pan_bar__plus_02_dot_00_bar__plus_01_dot_02_bar__minus_00_dot_38)
        (coolable Lettuce_bar__plus_01_dot_58_bar__plus_00_dot_10_bar__plus_01_dot_35)
        (coolable Bowl_bar__plus_01_dot_43_bar__plus_00_dot_16_bar__plus_01_dot_31)
        (coolable Potato_bar__minus_01_dot_53_bar__plus_01_dot_22_bar__plus_00_dot_55)
        (coolable WineBottle_bar__plus_01_dot_93_bar__plus_00_dot_82_bar__plus_01_dot_10)
        (coolable Apple_bar__plus_01_dot_19_bar__plus_00_dot_85_bar__minus_01_dot_58)
        
        
        
        
        
        (sliceable Bread_bar__plus_01_dot_25_bar__plus_00_dot_76_bar__minus_01_dot_65)
        (sliceable Lettuce_bar__plus_01_dot_10_bar__plus_00_dot_67_bar__minus_01_dot_72)
        (sliceable Bread_bar__plus_00_dot_80_bar__plus_00_dot_83_bar__minus_01_dot_53)
        (sliceable Tomato_bar__plus_01_dot_10_bar__plus_00_dot_71_bar__minus_01_dot_59)
        (sliceable Tomato_bar__plus_00_dot_73_bar__plus_00_dot_92_bar__minus_01_dot_48)
        (sliceable Egg_bar__plus_01_dot_29_bar__plus_00_dot_18_bar__plus_01_dot_61)
        (sliceable Lettuce_bar__plus_00_dot_95_bar__plus_00_dot_75_bar__minus_01_dot_16)
        (sliceable Lettuce_bar__plus_01_dot_58_bar__plus_00_dot_10_bar__plus_01_dot_35)
        (sliceable Potato_bar__minus_01_dot_53_bar__plus_01_dot_22_bar__plus_00_dot_55)
        (sliceable Apple_bar__plus_01_dot_19_bar__plus_00_dot_85_bar__minus_01_dot_58)
        
        (inReceptacle Fork_bar__plus_01_dot_40_bar__plus_00_dot_59_bar__plus_01_dot_64 Drawer_bar__plus_01_dot_15_bar__plus_00_dot_45_bar__plus_01_dot_65)
        (inReceptacle Vase_bar__minus_01_dot_40_bar__plus_01_dot_67_bar__minus_01_dot_81 Cabinet_bar__minus_01_dot_48_bar__plus_01_dot_63_bar__minus_01_dot_56)
        (inReceptacle Plate_bar__minus_00_dot_75_bar__plus_00_dot_77_bar__minus_01_dot_19 Cabinet_bar__minus_00_dot_51_bar__plus_00_dot_73_bar__minus_01_dot_45)
        (inReceptacle Bread_bar__plus_01_dot_25_bar__plus_00_dot_76_bar__minus_01_dot_65 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle Book_bar__plus_01_dot_19_bar__plus_00_dot_72_bar__minus_01_dot_41 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle Lettuce_bar__plus_01_dot_10_bar__plus_00_dot_67_bar__minus_01_dot_72 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle Statue_bar__plus_00_dot_98_bar__plus_00_dot_75_bar__minus_01_dot_56 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle Fork_bar__plus_01_dot_35_bar__plus_00_dot_72_bar__minus_01_dot_20 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle SaltShaker_bar__plus_01_dot_23_bar__plus_00_dot_69_bar__minus_01_dot_30 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle Tomato_bar__plus_01_dot_10_bar__plus_00_dot_71_bar__minus_01_dot_59 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle Book_bar__plus_01_dot_18_bar__plus_00_dot_74_bar__minus_01_dot_56 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle Lettuce_bar__plus_00_dot_95_bar__plus_00_dot_75_bar__minus_01_dot_16 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle ButterKnife_bar__plus_00_dot_96_bar__plus_00_dot_73_bar__minus_01_dot_24 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle PepperShaker_bar__plus_01_dot_01_bar__plus_00_dot_73_bar__minus_01_dot_59 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle Spoon_bar__plus_01_dot_00_bar__plus_00_dot_65_bar__minus_01_dot_63 DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43)
        (inReceptacle WineBottle_bar__plus_00_dot_90_bar__plus_00_dot_04_bar__minus_01_dot_28 GarbageCan_bar__plus_00_dot_63_bar__minus_00_dot_03_bar__minus_01_dot_50)
        (inReceptacle SoapBottle_bar__plus_00_dot_71_bar__plus_00_dot_09_bar__minus_01_dot_51 GarbageCan_bar__plus_00_dot_63_bar__minus_00_dot_03_bar__minus_01_dot_50)
        (inReceptacle SoapBottle_bar__plus_00_dot_50_bar__plus_00_dot_04_bar__minus_01_dot_73 GarbageCan_bar__plus_00_dot_63_bar__minus_00_dot_03_bar__minus_01_dot_50)
        (inReceptacle Kettle_bar__minus_01_dot_93_bar__plus_01_dot_06_bar__plus_01_dot_49 StoveBurner_bar__minus_01_dot_80_bar__plus_01_dot_01_bar__plus_01_dot_59)
        (inReceptacle Pot_bar__plus_00_dot_90_bar__plus_01_dot_08_bar__minus_01_dot_44 StoveBurner_bar__plus_01_dot_00_bar__plus_00_dot_97_bar__minus_01_dot_48)
        (inReceptacle Spoon_bar__minus_01_dot_19_bar__plus_00_dot_45_bar__minus_01_dot_78 Drawer_bar__minus_01_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_70)
        (inReceptacle Fork_bar__minus_01_dot_41_bar__plus_00_dot_38_bar__minus_01_dot_68 Drawer_bar__minus_01_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_70)
        (inReceptacle Kettle_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_54 CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (inReceptacle WineBottle_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_01_dot_53 CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (inReceptacle Bread_bar__plus_00_dot_80_bar__plus_00_dot_83_bar__minus_01_dot_53 CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (inReceptacle Tomato_bar__plus_00_dot_73_bar__plus_00_dot_92_bar__minus_01_dot_48 CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (inReceptacle Vase_bar__plus_01_dot_05_bar__plus_00_dot_94_bar__minus_01_dot_54 CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (inReceptacle Cup_bar__plus_01_dot_12_bar__plus_00_dot_90_bar__minus_01_dot_43 CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (inReceptacle Knife_bar__plus_00_dot_90_bar__plus_00_dot_92_bar__minus_01_dot_21 CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (inReceptacle HousePlant_bar__plus_00_dot_68_bar__plus_00_dot_87_bar__minus_01_dot_66 CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (inReceptacle DishSponge_bar__plus_01_dot_11_bar__plus_00_dot_97_bar__minus_01_dot_51 CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (inReceptacle Apple_bar__plus_01_dot_19_bar__plus_00_dot_85_bar__minus_01_dot_58 CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45)
        (inReceptacle Bowl_bar__plus_01_dot_67_bar__plus_02_dot_44_bar__plus_01_dot_17 Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_28_bar__plus_01_dot_13)
        (inReceptacle SaltShaker_bar__plus_01_dot_63_bar__plus_02_dot_44_bar__plus_00_dot_89 Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_28_bar__plus_01_dot_13)
        (inReceptacle Pan_bar__plus_02_dot_00_bar__plus_01_dot_02_bar__minus_00_dot_38 StoveBurner_bar__plus_01_dot_75_bar__plus_00_dot_87_bar__minus_00_dot_60)
        (inReceptacle ButterKnife_bar__minus_01_dot_62_bar__plus_00_dot_79_bar__minus_01_dot_08 Sink_bar__minus_01_dot_66_bar__plus_00_dot_76_bar__minus_01_dot_21_bar_SinkBasin)
        (inReceptacle Spoon_bar__minus_01_dot_93_bar__plus_00_dot_87_bar__minus_00_dot_96 Sink_bar__minus_01_dot_66_bar__plus_00_dot_76_bar__minus_01_dot_21_bar_SinkBasin)
        (inReceptacle Knife_bar__plus_01_dot_88_bar__plus_00_dot_74_bar__plus_01_dot_20 CounterTop_bar__plus_01_dot_80_bar__plus_00_dot_67_bar__plus_00_dot_99)
        (inReceptacle Spatula_bar__plus_01_dot_89_bar__plus_00_dot_69_bar__plus_01_dot_16 CounterTop_bar__plus_01_dot_80_bar__plus_00_dot_67_bar__plus_00_dot_99)
        (inReceptacle Knife_bar__plus_01_dot_73_bar__plus_00_dot_80_bar__plus_01_dot_23 CounterTop_bar__plus_01_dot_80_bar__plus_00_dot_67_bar__plus_00_dot_99)
        (inReceptacle WineBottle_bar__plus_01_dot_93_bar__plus_00_dot_82_bar__plus_01_dot_10 CounterTop_bar__plus_01_dot_80_bar__plus_00_dot_67_bar__plus_00_dot_99)
        (inReceptacle Book_bar__plus_01_dot_68_bar__plus_00_dot_89_bar__plus_01_dot_74 Drawer_bar__plus_01_dot_75_bar__plus_00_dot_72_bar__plus_01_dot_63)
        (inReceptacle Mug_bar__plus_01_dot_80_bar__plus_00_dot_17_bar__plus_01_dot_40 Fridge_bar__plus_01_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_46)
        (inReceptacle Egg_bar__plus_01_dot_29_bar__plus_00_dot_18_bar__plus_01_dot_61 Fridge_bar__plus_01_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_46)
        (inReceptacle Mug_bar__plus_01_dot_58_bar__plus_00_dot_14_bar__plus_01_dot_23 Fridge_bar__plus_01_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_46)
        (inReceptacle Lettuce_bar__plus_01_dot_58_bar__plus_00_dot_10_bar__plus_01_dot_35 Fridge_bar__plus_01_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_46)
        (inReceptacle Bowl_bar__plus_01_dot_43_bar__plus_00_dot_16_bar__plus_01_dot_31 Fridge_bar__plus_01_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_46)
        (inReceptacle Pan_bar__plus_01_dot_93_bar__plus_01_dot_03_bar__plus_01_dot_54 StoveBurner_bar__plus_01_dot_66_bar__plus_00_dot_90_bar__plus_01_dot_31)
        (inReceptacle SaltShaker_bar__minus_01_dot_65_bar__plus_02_dot_51_bar__plus_00_dot_11 Cabinet_bar__minus_01_dot_81_bar__plus_02_dot_43_bar__plus_00_dot_37)
        (inReceptacle Potato_bar__minus_01_dot_53_bar__plus_01_dot_22_bar__plus_00_dot_55 Microwave_bar__minus_01_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_80)
        (inReceptacle DishSponge_bar__plus_01_dot_88_bar__plus_02_dot_33_bar__minus_00_dot_49 Cabinet_bar__plus_01_dot_79_bar__plus_02_dot_20_bar__minus_00_dot_57)
        (inReceptacle Plate_bar__plus_01_dot_92_bar__plus_02_dot_29_bar__minus_00_dot_75 Cabinet_bar__plus_01_dot_79_bar__plus_02_dot_20_bar__minus_00_dot_57)
        (inReceptacle Vase_bar__plus_01_dot_05_bar__plus_00_dot_94_bar__minus_01_dot_54 Shelf_bar__minus_01_dot_35_bar__plus_00_dot_72_bar__plus_01_dot_57)
        
        
        (receptacleAtLocation Cabinet_bar__plus_00_dot_22_bar__plus_00_dot_87_bar__minus_01_dot_69 loc_bar_1_bar__minus_3_bar_2_bar_45)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_44_bar__plus_01_dot_68_bar__minus_01_dot_16 loc_bar_3_bar__minus_5_bar_1_bar_0)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_54_bar__plus_02_dot_43_bar__plus_01_dot_72 loc_bar_7_bar_4_bar_0_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_64_bar__plus_01_dot_93_bar__plus_01_dot_56 loc_bar_6_bar_3_bar_0_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_01_dot_80_bar__minus_01_dot_12 loc_bar_3_bar__minus_5_bar_1_bar_0)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_68_bar__plus_02_dot_28_bar__plus_01_dot_13 loc_bar_3_bar_4_bar_1_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_79_bar__plus_02_dot_20_bar__minus_00_dot_57 loc_bar_3_bar__minus_1_bar_1_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_51_bar__plus_00_dot_73_bar__minus_01_dot_45 loc_bar__minus_2_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_48_bar__plus_01_dot_63_bar__minus_01_dot_56 loc_bar__minus_6_bar__minus_1_bar_2_bar_15)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_54_bar__plus_02_dot_37_bar__plus_00_dot_21 loc_bar__minus_3_bar_2_bar_3_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_70_bar__plus_01_dot_45_bar__plus_01_dot_62 loc_bar__minus_4_bar_7_bar_3_bar_0)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_71_bar__plus_00_dot_73_bar__plus_01_dot_46 loc_bar__minus_3_bar_7_bar_3_bar_45)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_81_bar__plus_02_dot_43_bar__plus_00_dot_37 loc_bar__minus_5_bar_2_bar_3_bar__minus_30)
        (receptacleAtLocation CoffeeMachine_bar__plus_01_dot_24_bar__plus_00_dot_97_bar__plus_01_dot_65 loc_bar_4_bar_2_bar_0_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_96_bar__plus_00_dot_80_bar__minus_01_dot_45 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_80_bar__plus_00_dot_67_bar__plus_00_dot_99 loc_bar_4_bar_4_bar_1_bar_45)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_21_bar__plus_00_dot_60_bar__minus_01_dot_43 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_15_bar__plus_00_dot_45_bar__plus_01_dot_65 loc_bar_5_bar_2_bar_0_bar_45)
        (receptacleAtLocation Drawer_bar__plus_01_dot_75_bar__plus_00_dot_72_bar__plus_01_dot_63 loc_bar_2_bar_6_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__minus_01_dot_27_bar__plus_00_dot_30_bar__minus_01_dot_70 loc_bar__minus_5_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Drawer_bar__minus_01_dot_41_bar__plus_00_dot_32_bar__minus_01_dot_57 loc_bar__minus_6_bar__minus_3_bar_2_bar_60)
        (receptacleAtLocation Fridge_bar__plus_01_dot_50_bar__plus_00_dot_02_bar__plus_01_dot_46 loc_bar_7_bar_3_bar_0_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_63_bar__minus_00_dot_03_bar__minus_01_dot_50 loc_bar_3_bar__minus_2_bar_2_bar_60)
        (receptacleAtLocation Microwave_bar__minus_01_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_80 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_00_dot_31_bar__plus_01_dot_57_bar__minus_01_dot_43 loc_bar_0_bar__minus_3_bar_2_bar_0)
        (receptacleAtLocation Shelf_bar__minus_01_dot_35_bar__plus_00_dot_72_bar__plus_01_dot_57 loc_bar__minus_5_bar_2_bar_0_bar_45)
        (receptacleAtLocation Shelf_bar__minus_01_dot_55_bar__plus_00_dot_22_bar__minus_00_dot_96 loc_bar__minus_3_bar__minus_5_bar_3_bar_60)
        (receptacleAtLocation Sink_bar__minus_01_dot_66_bar__plus_00_dot_76_bar__minus_01_dot_21_bar_SinkBasin loc_bar__minus_4_bar__minus_4_bar_3_bar_45)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_00_bar__plus_00_dot_97_bar__minus_01_dot_48 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_66_bar__plus_00_dot_90_bar__plus_01_dot_31 loc_bar_3_bar_5_bar_1_bar_45)
        (receptacleAtLocation StoveBurner_bar__plus_01_dot_75_bar__plus_00_dot_87_bar__minus_00_dot_60 loc_bar_4_bar__minus_2_bar_1_bar_60)
        (receptacleAtLocation StoveBurner_bar__minus_01_dot_80_bar__plus_01_dot_01_bar__plus_01_dot_59 loc_bar__minus_8_bar_2_bar_0_bar_45)
        (receptacleAtLocation Toaster_bar__plus_01_dot_15_bar__plus_00_dot_83_bar__minus_01_dot_35 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation ButterKnife_bar__minus_01_dot_62_bar__plus_00_dot_79_bar__minus_01_dot_08 loc_bar__minus_4_bar__minus_4_bar_3_bar_45)
        (objectAtLocation StoveKnob_bar__plus_01_dot_63_bar__plus_00_dot_95_bar__plus_01_dot_61 loc_bar_3_bar_7_bar_1_bar_60)
        (objectAtLocation StoveKnob_bar__plus_01_dot_92_bar__plus_00_dot_92_bar__minus_00_dot_30 loc_bar_4_bar_0_bar_1_bar_45)
        (objectAtLocation Kettle_bar__plus_01_dot_02_bar__plus_00_dot_92_bar__minus_01_dot_54 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation Bread_bar__plus_01_dot_25_bar__plus_00_dot_76_bar__minus_01_dot_65 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Book_bar__plus_01_dot_19_bar__plus_00_dot_72_bar__minus_01_dot_41 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Lettuce_bar__plus_01_dot_10_bar__plus_00_dot_67_bar__minus_01_dot_72 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation WineBottle_bar__plus_01_dot_02_bar__plus_00_dot_82_bar__minus_01_dot_53 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation Mug_bar__minus_00_dot_85_bar__plus_00_dot_14_bar__minus_01_dot_42 loc_bar__minus_4_bar__minus_5_bar_1_bar_60)
        (objectAtLocation Statue_bar__plus_00_dot_98_bar__plus_00_dot_75_bar__minus_01_dot_56 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Spoon_bar__minus_01_dot_19_bar__plus_00_dot_45_bar__minus_01_dot_78 loc_bar__minus_5_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Fork_bar__plus_01_dot_35_bar__plus_00_dot_72_bar__minus_01_dot_20 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Bread_bar__plus_00_dot_80_bar__plus_00_dot_83_bar__minus_01_dot_53 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation Pot_bar__plus_00_dot_90_bar__plus_01_dot_08_bar__minus_01_dot_44 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation DishSponge_bar__plus_01_dot_88_bar__plus_02_dot_33_bar__minus_00_dot_49 loc_bar_3_bar__minus_1_bar_1_bar__minus_30)
        (objectAtLocation Fork_bar__minus_01_dot_41_bar__plus_00_dot_38_bar__minus_01_dot_68 loc_bar__minus_5_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Window_bar__minus_01_dot_80_bar__plus_01_dot_61_bar__plus_01_dot_11 loc_bar__minus_4_bar_4_bar_3_bar__minus_15)
        (objectAtLocation SaltShaker_bar__plus_01_dot_23_bar__plus_00_dot_69_bar__minus_01_dot_30 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Fork_bar__plus_01_dot_40_bar__plus_00_dot_59_bar__plus_01_dot_64 loc_bar_5_bar_2_bar_0_bar_45)
        (objectAtLocation Tomato_bar__plus_01_dot_10_bar__plus_00_dot_71_bar__minus_01_dot_59 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation StoveKnob_bar__minus_01_dot_83_bar__plus_01_dot_06_bar__plus_01_dot_89 loc_bar__minus_8_bar_3_bar_0_bar_30)
        (objectAtLocation WineBottle_bar__plus_00_dot_90_bar__plus_00_dot_04_bar__minus_01_dot_28 loc_bar_3_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Kettle_bar__minus_01_dot_93_bar__plus_01_dot_06_bar__plus_01_dot_49 loc_bar__minus_8_bar_2_bar_0_bar_45)
        (objectAtLocation Knife_bar__plus_01_dot_88_bar__plus_00_dot_74_bar__plus_01_dot_20 loc_bar_4_bar_4_bar_1_bar_45)
        (objectAtLocation Mug_bar__plus_01_dot_80_bar__plus_00_dot_17_bar__plus_01_dot_40 loc_bar_7_bar_3_bar_0_bar_60)
        (objectAtLocation Tomato_bar__plus_00_dot_73_bar__plus_00_dot_92_bar__minus_01_dot_48 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation StoveKnob_bar__plus_00_dot_89_bar__plus_01_dot_02_bar__minus_01_dot_18 loc_bar_4_bar__minus_1_bar_2_bar_45)
        (objectAtLocation LightSwitch_bar__plus_01_dot_56_bar__plus_01_dot_38_bar__plus_00_dot_50 loc_bar_2_bar_2_bar_1_bar_30)
        (objectAtLocation Chair_bar__plus_00_dot_78_bar__plus_00_dot_30_bar__plus_00_dot_78 loc_bar_4_bar_2_bar_2_bar_60)
        (objectAtLocation SoapBottle_bar__plus_00_dot_71_bar__plus_00_dot_09_bar__minus_01_dot_51 loc_bar_3_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Spatula_bar__plus_01_dot_89_bar__plus_00_dot_69_bar__plus_01_dot_16 loc_bar_4_bar_4_bar_1_bar_45)
        (objectAtLocation Book_bar__plus_01_dot_68_bar__plus_00_dot_89_bar__plus_01_dot_74 loc_bar_2_bar_6_bar_1_bar_30)
        (objectAtLocation Spoon_bar__minus_01_dot_93_bar__plus_00_dot_87_bar__minus_00_dot_96 loc_bar__minus_4_bar__minus_4_bar_3_bar_45)
        (objectAtLocation Egg_bar__plus_01_dot_29_bar__plus_00_dot_18_bar__plus_01_dot_61 loc_bar_7_bar_3_bar_0_bar_60)
        (objectAtLocation Plate_bar__minus_00_dot_75_bar__plus_00_dot_77_bar__minus_01_dot_19 loc_bar__minus_2_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Book_bar__plus_01_dot_18_bar__plus_00_dot_74_bar__minus_01_dot_56 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Vase_bar__plus_01_dot_05_bar__plus_00_dot_94_bar__minus_01_dot_54 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation SaltShaker_bar__minus_01_dot_65_bar__plus_02_dot_51_bar__plus_00_dot_11 loc_bar__minus_5_bar_2_bar_3_bar__minus_30)
        (objectAtLocation Plate_bar__plus_01_dot_92_bar__plus_02_dot_29_bar__minus_00_dot_75 loc_bar_3_bar__minus_1_bar_1_bar__minus_30)
        (objectAtLocation Bowl_bar__plus_01_dot_67_bar__plus_02_dot_44_bar__plus_01_dot_17 loc_bar_3_bar_4_bar_1_bar__minus_30)
        (objectAtLocation Lettuce_bar__plus_00_dot_95_bar__plus_00_dot_75_bar__minus_01_dot_16 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation ButterKnife_bar__plus_00_dot_96_bar__plus_00_dot_73_bar__minus_01_dot_24 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Pan_bar__plus_01_dot_93_bar__plus_01_dot_03_bar__plus_01_dot_54 loc_bar_3_bar_5_bar_1_bar_45)
        (objectAtLocation Cup_bar__plus_01_dot_12_bar__plus_00_dot_90_bar__minus_01_dot_43 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation Sink_bar__minus_01_dot_66_bar__plus_00_dot_76_bar__minus_01_dot_21 loc_bar__minus_4_bar__minus_5_bar_3_bar_30)
        (objectAtLocation Mug_bar__plus_01_dot_58_bar__plus_00_dot_14_bar__plus_01_dot_23 loc_bar_7_bar_3_bar_0_bar_60)
        (objectAtLocation SoapBottle_bar__plus_00_dot_50_bar__plus_00_dot_04_bar__minus_01_dot_73 loc_bar_3_bar__minus_2_bar_2_bar_60)
        (objectAtLocation Knife_bar__plus_00_dot_90_bar__plus_00_dot_92_bar__minus_01_dot_21 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation HousePlant_bar__plus_00_dot_68_bar__plus_00_dot_87_bar__minus_01_dot_66 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation Knife_bar__plus_01_dot_73_bar__plus_00_dot_80_bar__plus_01_dot_23 loc_bar_4_bar_4_bar_1_bar_45)
        (objectAtLocation Pan_bar__plus_02_dot_00_bar__plus_01_dot_02_bar__minus_00_dot_38 loc_bar_4_bar__minus_2_bar_1_bar_60)
        (objectAtLocation Lettuce_bar__plus_01_dot_58_bar__plus_00_dot_10_bar__plus_01_dot_35 loc_bar_7_bar_3_bar_0_bar_60)
        (objectAtLocation SaltShaker_bar__plus_01_dot_63_bar__plus_02_dot_44_bar__plus_00_dot_89 loc_bar_3_bar_4_bar_1_bar__minus_30)
        (objectAtLocation Bowl_bar__plus_01_dot_43_bar__plus_00_dot_16_bar__plus_01_dot_31 loc_bar_7_bar_3_bar_0_bar_60)
        (objectAtLocation Potato_bar__minus_01_dot_53_bar__plus_01_dot_22_bar__plus_00_dot_55 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (objectAtLocation PepperShaker_bar__plus_01_dot_01_bar__plus_00_dot_73_bar__minus_01_dot_59 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Spoon_bar__plus_01_dot_00_bar__plus_00_dot_65_bar__minus_01_dot_63 loc_bar_5_bar__minus_2_bar_2_bar_30)
        (objectAtLocation DishSponge_bar__plus_01_dot_11_bar__plus_00_dot_97_bar__minus_01_dot_51 loc_bar_4_bar__minus_2_bar_2_bar_45)
        (objectAtLocation WineBottle_bar__plus_01_dot_93_bar__plus_00_dot_82_bar__plus_01_dot_10 loc_bar_4_bar_4_bar_1_bar_45)
        (objectAtLocation Vase_bar__minus_01_dot_40_bar__plus_01_dot_67_bar__minus_01_dot_81 loc_bar__minus_6_bar__minus_1_bar_2_bar_15)
        (objectAtLocation Apple_bar__plus_01_dot_19_bar__plus_00_dot_85_bar__minus_01_dot_58 loc_bar_4_bar__minus_2_bar_2_bar_45)
        )
    

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r FridgeType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
    