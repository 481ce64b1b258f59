
(define (problem plan_trial_S7_000002)
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


        Bathtub_bar__plus_01_dot_22_bar__plus_00_dot_29_bar__plus_00_dot_78 - object
        Candle_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_05 - object
        Candle_bar__minus_00_dot_99_bar__plus_00_dot_07_bar__minus_00_dot_09 - object
        Candle_bar__minus_01_dot_07_bar__plus_00_dot_36_bar__plus_00_dot_13 - object
        Candle_bar__minus_01_dot_25_bar__plus_01_dot_01_bar__minus_00_dot_81 - object
        Cloth_bar__plus_01_dot_03_bar__plus_00_dot_36_bar__minus_00_dot_57 - object
        Cloth_bar__minus_00_dot_96_bar__plus_00_dot_55_bar__minus_00_dot_51 - object
        Cloth_bar__minus_01_dot_02_bar__plus_00_dot_80_bar__plus_01_dot_03 - object
        Faucet_bar__minus_00_dot_32_bar__plus_01_dot_16_bar__minus_00_dot_50 - object
        HandTowel_bar__minus_00_dot_65_bar__plus_01_dot_89_bar__plus_00_dot_39 - object
        LightSwitch_bar__minus_00_dot_77_bar__plus_01_dot_26_bar__plus_00_dot_67 - object
        Mirror_bar__plus_00_dot_99_bar__plus_01_dot_43_bar__plus_00_dot_11 - object
        Plunger_bar__minus_00_dot_62_bar__plus_00_dot_20_bar__minus_00_dot_69 - object
        ScrubBrush_bar__plus_00_dot_00_bar__plus_00_dot_06_bar__minus_00_dot_33 - object
        ShowerDoor_bar__minus_00_dot_66_bar__plus_01_dot_27_bar__minus_00_dot_60 - object
        ShowerGlass_bar__plus_01_dot_26_bar__plus_01_dot_38_bar__minus_00_dot_47 - object
        Sink_bar__plus_00_dot_73_bar__plus_00_dot_68_bar__minus_00_dot_72 - object
        Sink_bar__minus_00_dot_32_bar__plus_00_dot_91_bar__minus_00_dot_50 - object
        SoapBar_bar__plus_01_dot_28_bar__plus_00_dot_33_bar__minus_00_dot_62 - object
        SoapBar_bar__minus_01_dot_04_bar__plus_00_dot_46_bar__minus_00_dot_26 - object
        SoapBottle_bar__minus_01_dot_05_bar__plus_00_dot_07_bar__minus_00_dot_24 - object
        SprayBottle_bar__plus_01_dot_31_bar__plus_00_dot_05_bar__plus_00_dot_01 - object
        SprayBottle_bar__minus_01_dot_32_bar__plus_00_dot_10_bar__plus_00_dot_25 - object
        SprayBottle_bar__minus_01_dot_32_bar__plus_00_dot_13_bar__plus_00_dot_29 - object
        ToiletPaper_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__minus_00_dot_02 - object
        ToiletPaper_bar__minus_00_dot_70_bar__plus_00_dot_20_bar__minus_00_dot_33 - object
        ToiletPaper_bar__minus_01_dot_31_bar__plus_01_dot_06_bar__minus_00_dot_49 - object
        Towel_bar__plus_00_dot_72_bar__plus_01_dot_34_bar__plus_00_dot_61 - object
        Window_bar__minus_00_dot_12_bar__plus_01_dot_39_bar__minus_00_dot_68 - object
        Bathtub_bar__plus_01_dot_22_bar__plus_00_dot_29_bar__plus_00_dot_78_bar_BathtubBasin - receptacle
        CounterTop_bar__plus_01_dot_24_bar__plus_00_dot_23_bar__minus_00_dot_75 - receptacle
        CounterTop_bar__minus_01_dot_25_bar__plus_00_dot_39_bar__plus_00_dot_70 - receptacle
        Drawer_bar__plus_01_dot_09_bar__plus_00_dot_80_bar__minus_00_dot_67 - receptacle
        Drawer_bar__minus_00_dot_09_bar__plus_00_dot_78_bar__plus_00_dot_71 - receptacle
        Drawer_bar__minus_00_dot_80_bar__plus_00_dot_75_bar__plus_00_dot_76 - receptacle
        Drawer_bar__minus_00_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_16 - receptacle
        Drawer_bar__minus_01_dot_13_bar__plus_00_dot_43_bar__minus_00_dot_27 - receptacle
        Drawer_bar__minus_01_dot_20_bar__plus_00_dot_31_bar__minus_00_dot_60 - receptacle
        Drawer_bar__minus_01_dot_20_bar__plus_00_dot_62_bar__plus_00_dot_02 - receptacle
        Drawer_bar__minus_01_dot_22_bar__plus_00_dot_90_bar__minus_00_dot_68 - receptacle
        GarbageCan_bar__plus_01_dot_12_bar__plus_00_dot_02_bar__plus_00_dot_16 - receptacle
        HandTowelHolder_bar__plus_00_dot_68_bar__plus_01_dot_66_bar__plus_00_dot_52 - receptacle
        HandTowelHolder_bar__minus_00_dot_17_bar__plus_01_dot_76_bar__plus_00_dot_71 - receptacle
        HandTowelHolder_bar__minus_00_dot_79_bar__plus_01_dot_85_bar__plus_00_dot_66 - receptacle
        HandTowelHolder_bar__minus_01_dot_16_bar__plus_01_dot_61_bar__plus_00_dot_16 - receptacle
        Sink_bar__plus_00_dot_73_bar__plus_00_dot_68_bar__minus_00_dot_72_bar_SinkBasin - receptacle
        Sink_bar__minus_00_dot_32_bar__plus_00_dot_91_bar__minus_00_dot_50_bar_SinkBasin - receptacle
        ToiletPaperHanger_bar__minus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 - receptacle
        Toilet_bar__minus_01_dot_11_bar__plus_00_dot_01_bar__plus_00_dot_04 - receptacle
        TowelHolder_bar__plus_00_dot_48_bar__plus_01_dot_30_bar__plus_00_dot_68 - receptacle
        loc_bar__minus_4_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_6_bar_0_bar_0_bar_60 - location
        loc_bar_2_bar__minus_2_bar_1_bar_60 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_0 - location
        loc_bar_4_bar_2_bar_2_bar_45 - location
        loc_bar__minus_1_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_1_bar_1_bar_3_bar_60 - location
        loc_bar_5_bar_1_bar_2_bar_60 - location
        loc_bar__minus_1_bar_0_bar_0_bar_60 - location
        loc_bar__minus_2_bar_1_bar_2_bar_45 - location
        loc_bar_2_bar_1_bar_1_bar_60 - location
        loc_bar__minus_2_bar_0_bar_2_bar_60 - location
        loc_bar__minus_5_bar__minus_4_bar_2_bar_60 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar_45 - location
        loc_bar_3_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_2_bar_1_bar_0_bar_15 - location
        loc_bar__minus_1_bar_1_bar_1_bar_15 - location
        loc_bar__minus_1_bar__minus_2_bar_3_bar_45 - location
        loc_bar_2_bar_3_bar_1_bar_60 - location
        loc_bar__minus_2_bar__minus_1_bar_0_bar_0 - location
        loc_bar_3_bar__minus_1_bar_0_bar__minus_15 - location
        loc_bar_1_bar_1_bar_2_bar_0 - location
        loc_bar__minus_1_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_3_bar_60 - location
        loc_bar_6_bar_1_bar_2_bar_15 - location
        loc_bar_3_bar_2_bar_2_bar_45 - location
        loc_bar__minus_1_bar_0_bar_3_bar__minus_15 - location
        loc_bar_0_bar_3_bar_1_bar_60 - location
        loc_bar__minus_2_bar_1_bar_2_bar_30 - location
        loc_bar__minus_3_bar_0_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_1_bar_1_bar_30 - location
        )
    

(:init


        (receptacleType Drawer_bar__plus_01_dot_09_bar__plus_00_dot_80_bar__minus_00_dot_67 DrawerType)
        (receptacleType HandTowelHolder_bar__minus_00_dot_17_bar__plus_01_dot_76_bar__plus_00_dot_71 HandTowelHolderType)
        (receptacleType HandTowelHolder_bar__plus_00_dot_68_bar__plus_01_dot_66_bar__plus_00_dot_52 HandTowelHolderType)
        (receptacleType Drawer_bar__minus_01_dot_13_bar__plus_00_dot_43_bar__minus_00_dot_27 DrawerType)
        (receptacleType HandTowelHolder_bar__minus_00_dot_79_bar__plus_01_dot_85_bar__plus_00_dot_66 HandTowelHolderType)
        (receptacleType Toilet_bar__minus_01_dot_11_bar__plus_00_dot_01_bar__plus_00_dot_04 ToiletType)
        (receptacleType GarbageCan_bar__plus_01_dot_12_bar__plus_00_dot_02_bar__plus_00_dot_16 GarbageCanType)
        (receptacleType Sink_bar__minus_00_dot_32_bar__plus_00_dot_91_bar__minus_00_dot_50_bar_SinkBasin SinkBasinType)
        (receptacleType HandTowelHolder_bar__minus_01_dot_16_bar__plus_01_dot_61_bar__plus_00_dot_16 HandTowelHolderType)
        (receptacleType CounterTop_bar__minus_01_dot_25_bar__plus_00_dot_39_bar__plus_00_dot_70 CounterTopType)
        (receptacleType ToiletPaperHanger_bar__minus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 ToiletPaperHangerType)
        (receptacleType CounterTop_bar__plus_01_dot_24_bar__plus_00_dot_23_bar__minus_00_dot_75 CounterTopType)
        (receptacleType Bathtub_bar__plus_01_dot_22_bar__plus_00_dot_29_bar__plus_00_dot_78_bar_BathtubBasin BathtubBasinType)
        (receptacleType TowelHolder_bar__plus_00_dot_48_bar__plus_01_dot_30_bar__plus_00_dot_68 TowelHolderType)
        (receptacleType Drawer_bar__minus_01_dot_22_bar__plus_00_dot_90_bar__minus_00_dot_68 DrawerType)
        (receptacleType Drawer_bar__minus_01_dot_20_bar__plus_00_dot_31_bar__minus_00_dot_60 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_09_bar__plus_00_dot_78_bar__plus_00_dot_71 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_16 DrawerType)
        (receptacleType Drawer_bar__minus_01_dot_20_bar__plus_00_dot_62_bar__plus_00_dot_02 DrawerType)
        (receptacleType Sink_bar__plus_00_dot_73_bar__plus_00_dot_68_bar__minus_00_dot_72_bar_SinkBasin SinkBasinType)
        (receptacleType Drawer_bar__minus_00_dot_80_bar__plus_00_dot_75_bar__plus_00_dot_76 DrawerType)
        (objectType Towel_bar__plus_00_dot_72_bar__plus_01_dot_34_bar__plus_00_dot_61 TowelType)
        (objectType ScrubBrush_bar__plus_00_dot_00_bar__plus_00_dot_06_bar__minus_00_dot_33 ScrubBrushType)
        (objectType SprayBottle_bar__plus_01_dot_31_bar__plus_00_dot_05_bar__plus_00_dot_01 SprayBottleType)
        (objectType Cloth_bar__minus_00_dot_96_bar__plus_00_dot_55_bar__minus_00_dot_51 ClothType)
        (objectType Sink_bar__minus_00_dot_32_bar__plus_00_dot_91_bar__minus_00_dot_50 SinkType)
        (objectType Plunger_bar__minus_00_dot_62_bar__plus_00_dot_20_bar__minus_00_dot_69 PlungerType)
        (objectType HandTowel_bar__minus_00_dot_65_bar__plus_01_dot_89_bar__plus_00_dot_39 HandTowelType)
        (objectType Mirror_bar__plus_00_dot_99_bar__plus_01_dot_43_bar__plus_00_dot_11 MirrorType)
        (objectType ToiletPaper_bar__minus_01_dot_31_bar__plus_01_dot_06_bar__minus_00_dot_49 ToiletPaperType)
        (objectType Sink_bar__plus_00_dot_73_bar__plus_00_dot_68_bar__minus_00_dot_72 SinkType)
        (objectType ShowerGlass_bar__plus_01_dot_26_bar__plus_01_dot_38_bar__minus_00_dot_47 ShowerGlassType)
        (objectType Bathtub_bar__plus_01_dot_22_bar__plus_00_dot_29_bar__plus_00_dot_78 BathtubType)
        (objectType LightSwitch_bar__minus_00_dot_77_bar__plus_01_dot_26_bar__plus_00_dot_67 LightSwitchType)
        (objectType Candle_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_05 CandleType)
        (objectType SoapBar_bar__minus_01_dot_04_bar__plus_00_dot_46_bar__minus_00_dot_26 SoapBarType)
        (objectType Candle_bar__minus_00_dot_99_bar__plus_00_dot_07_bar__minus_00_dot_09 CandleType)
        (objectType SprayBottle_bar__minus_01_dot_32_bar__plus_00_dot_10_bar__plus_00_dot_25 SprayBottleType)
        (objectType ToiletPaper_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__minus_00_dot_02 ToiletPaperType)
        (objectType Cloth_bar__minus_01_dot_02_bar__plus_00_dot_80_bar__plus_01_dot_03 ClothType)
        (objectType SprayBottle_bar__minus_01_dot_32_bar__plus_00_dot_13_bar__plus_00_dot_29 SprayBottleType)
        (objectType ShowerDoor_bar__minus_00_dot_66_bar__plus_01_dot_27_bar__minus_00_dot_60 ShowerDoorType)
        (objectType SoapBar_bar__plus_01_dot_28_bar__plus_00_dot_33_bar__minus_00_dot_62 SoapBarType)
        (objectType Candle_bar__minus_01_dot_07_bar__plus_00_dot_36_bar__plus_00_dot_13 CandleType)
        (objectType SoapBottle_bar__minus_01_dot_05_bar__plus_00_dot_07_bar__minus_00_dot_24 SoapBottleType)
        (objectType ToiletPaper_bar__minus_00_dot_70_bar__plus_00_dot_20_bar__minus_00_dot_33 ToiletPaperType)
        (objectType Candle_bar__minus_01_dot_25_bar__plus_01_dot_01_bar__minus_00_dot_81 CandleType)
        (objectType Window_bar__minus_00_dot_12_bar__plus_01_dot_39_bar__minus_00_dot_68 WindowType)
        (objectType Cloth_bar__plus_01_dot_03_bar__plus_00_dot_36_bar__minus_00_dot_57 ClothType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SoapBarType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SoapBarType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType CandleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType ToiletPaperType)
        (canContain CounterTopType CandleType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType ToiletPaperType)
        (canContain CounterTopType CandleType)
        (canContain BathtubBasinType SoapBarType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType ClothType)
        (canContain TowelHolderType TowelType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SoapBarType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain DrawerType ToiletPaperType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SoapBarType)
        (pickupable Towel_bar__plus_00_dot_72_bar__plus_01_dot_34_bar__plus_00_dot_61)
        (pickupable ScrubBrush_bar__plus_00_dot_00_bar__plus_00_dot_06_bar__minus_00_dot_33)
        (pickupable SprayBottle_bar__plus_01_dot_31_bar__plus_00_dot_05_bar__plus_00_dot_01)
        (pickupable Cloth_bar__minus_00_dot_96_bar__plus_00_dot_55_bar__minus_00_dot_51)
        (pickupable Plunger_bar__minus_00_dot_62_bar__plus_00_dot_20_bar__minus_00_dot_69)
        (pickupable HandTowel_bar__minus_00_dot_65_bar__plus_01_dot_89_bar__plus_00_dot_39)
        (pickupable ToiletPaper_bar__minus_01_dot_31_bar__plus_01_dot_06_bar__minus_00_dot_49)
        (pickupable Candle_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_05)
        (pickupable SoapBar_bar__minus_01_dot_04_bar__plus_00_dot_46_bar__minus_00_dot_26)
        (pickupable Candle_bar__minus_00_dot_99_bar__plus_00_dot_07_bar__minus_00_dot_09)
        (pickupable SprayBottle_bar__minus_01_dot_32_bar__plus_00_dot_10_bar__plus_00_dot_25)
        (pickupable ToiletPaper_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__minus_00_dot_02)
        (pickupable Cloth_bar__minus_01_dot_02_bar__plus_00_dot_80_bar__plus_01_dot_03)
        (pickupable SprayBottle_bar__minus_01_dot_32_bar__plus_00_dot_13_bar__plus_00_dot_29)
        (pickupable SoapBar_bar__plus_01_dot_28_bar__plus_00_dot_33_bar__minus_00_dot_62)
        (pickupable Candle_bar__minus_01_dot_07_bar__plus_00_dot_36_bar__plus_00_dot_13)
        (pickupable SoapBottle_bar__minus_01_dot_05_bar__plus_00_dot_07_bar__minus_00_dot_24)
        (pickupable ToiletPaper_bar__minus_00_dot_70_bar__plus_00_dot_20_bar__minus_00_dot_33)
        (pickupable Candle_bar__minus_01_dot_25_bar__plus_01_dot_01_bar__minus_00_dot_81)
        (pickupable Cloth_bar__plus_01_dot_03_bar__plus_00_dot_36_bar__minus_00_dot_57)
        
        (openable Drawer_bar__plus_01_dot_09_bar__plus_00_dot_80_bar__minus_00_dot_67)
        (openable Drawer_bar__minus_01_dot_13_bar__plus_00_dot_43_bar__minus_00_dot_27)
        (openable Drawer_bar__minus_01_dot_22_bar__plus_00_dot_90_bar__minus_00_dot_68)
        (openable Drawer_bar__minus_01_dot_20_bar__plus_00_dot_31_bar__minus_00_dot_60)
        (openable Drawer_bar__minus_00_dot_09_bar__plus_00_dot_78_bar__plus_00_dot_71)
        (openable Drawer_bar__minus_00_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_16)
        (openable Drawer_bar__minus_01_dot_20_bar__plus_00_dot_62_bar__plus_00_dot_02)
        (openable Drawer_bar__minus_00_dot_80_bar__plus_00_dot_75_bar__plus_00_dot_76)
        
        (atLocation agent1 loc_bar__minus_1_bar__minus_1_bar_1_bar_30)
        
        (cleanable Cloth_bar__minus_00_dot_96_bar__plus_00_dot_55_bar__minus_00_dot_51)
        (cleanable SoapBar_bar__minus_01_dot_04_bar__plus_00_dot_46_bar__minus_00_dot_26)
        (cleanable Cloth_bar__minus_01_dot_02_bar__plus_00_dot_80_bar__plus_01_dot_03)
        (cleanable SoapBar_bar__plus_01_dot_28_bar__plus_00_dot_33_bar__minus_00_dot_62)
        (cleanable Cloth_bar__plus_01_dot_03_bar__plus_00_dot_36_bar__minus_00_dot_57)
        
        
        
        
        
        
        
        
        
        
        (inReceptacle HandTowel_bar__minus_00_dot_65_bar__plus_01_dot_89_bar__plus_00_dot_39 HandTowelHolder_bar__minus_00_dot_79_bar__plus_01_dot_85_bar__plus_00_dot_66)
        (inReceptacle ToiletPaper_bar__minus_01_dot_31_bar__plus_01_dot_06_bar__minus_00_dot_49 ToiletPaperHanger_bar__minus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50)
        (inReceptacle Cloth_bar__plus_01_dot_03_bar__plus_00_dot_36_bar__minus_00_dot_57 Sink_bar__minus_00_dot_32_bar__plus_00_dot_91_bar__minus_00_dot_50_bar_SinkBasin)
        (inReceptacle Towel_bar__plus_00_dot_72_bar__plus_01_dot_34_bar__plus_00_dot_61 TowelHolder_bar__plus_00_dot_48_bar__plus_01_dot_30_bar__plus_00_dot_68)
        (inReceptacle Candle_bar__minus_00_dot_99_bar__plus_00_dot_07_bar__minus_00_dot_09 Toilet_bar__minus_01_dot_11_bar__plus_00_dot_01_bar__plus_00_dot_04)
        (inReceptacle SprayBottle_bar__minus_01_dot_32_bar__plus_00_dot_10_bar__plus_00_dot_25 Toilet_bar__minus_01_dot_11_bar__plus_00_dot_01_bar__plus_00_dot_04)
        (inReceptacle SprayBottle_bar__minus_01_dot_32_bar__plus_00_dot_13_bar__plus_00_dot_29 Toilet_bar__minus_01_dot_11_bar__plus_00_dot_01_bar__plus_00_dot_04)
        (inReceptacle SoapBottle_bar__minus_01_dot_05_bar__plus_00_dot_07_bar__minus_00_dot_24 Toilet_bar__minus_01_dot_11_bar__plus_00_dot_01_bar__plus_00_dot_04)
        (inReceptacle SprayBottle_bar__plus_01_dot_31_bar__plus_00_dot_05_bar__plus_00_dot_01 GarbageCan_bar__plus_01_dot_12_bar__plus_00_dot_02_bar__plus_00_dot_16)
        (inReceptacle ToiletPaper_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__minus_00_dot_02 GarbageCan_bar__plus_01_dot_12_bar__plus_00_dot_02_bar__plus_00_dot_16)
        (inReceptacle Cloth_bar__minus_00_dot_96_bar__plus_00_dot_55_bar__minus_00_dot_51 Drawer_bar__minus_01_dot_13_bar__plus_00_dot_43_bar__minus_00_dot_27)
        (inReceptacle Candle_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_05 Drawer_bar__minus_01_dot_13_bar__plus_00_dot_43_bar__minus_00_dot_27)
        (inReceptacle SoapBar_bar__minus_01_dot_04_bar__plus_00_dot_46_bar__minus_00_dot_26 Drawer_bar__minus_01_dot_13_bar__plus_00_dot_43_bar__minus_00_dot_27)
        (inReceptacle SoapBar_bar__plus_01_dot_28_bar__plus_00_dot_33_bar__minus_00_dot_62 CounterTop_bar__plus_01_dot_24_bar__plus_00_dot_23_bar__minus_00_dot_75)
        (inReceptacle Cloth_bar__plus_01_dot_03_bar__plus_00_dot_36_bar__minus_00_dot_57 CounterTop_bar__plus_01_dot_24_bar__plus_00_dot_23_bar__minus_00_dot_75)
        (inReceptacle Candle_bar__minus_01_dot_25_bar__plus_01_dot_01_bar__minus_00_dot_81 Drawer_bar__minus_01_dot_22_bar__plus_00_dot_90_bar__minus_00_dot_68)
        (inReceptacle Cloth_bar__minus_01_dot_02_bar__plus_00_dot_80_bar__plus_01_dot_03 Drawer_bar__minus_00_dot_80_bar__plus_00_dot_75_bar__plus_00_dot_76)
        (inReceptacle Candle_bar__minus_01_dot_07_bar__plus_00_dot_36_bar__plus_00_dot_13 Drawer_bar__minus_00_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_16)
        
        
        (receptacleAtLocation Bathtub_bar__plus_01_dot_22_bar__plus_00_dot_29_bar__plus_00_dot_78_bar_BathtubBasin loc_bar_2_bar_3_bar_1_bar_60)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_24_bar__plus_00_dot_23_bar__minus_00_dot_75 loc_bar_5_bar_1_bar_2_bar_60)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_25_bar__plus_00_dot_39_bar__plus_00_dot_70 loc_bar__minus_6_bar_0_bar_0_bar_60)
        (receptacleAtLocation Drawer_bar__plus_01_dot_09_bar__plus_00_dot_80_bar__minus_00_dot_67 loc_bar_2_bar__minus_2_bar_1_bar_60)
        (receptacleAtLocation Drawer_bar__minus_00_dot_09_bar__plus_00_dot_78_bar__plus_00_dot_71 loc_bar__minus_1_bar__minus_1_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_80_bar__plus_00_dot_75_bar__plus_00_dot_76 loc_bar__minus_4_bar__minus_1_bar_0_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_97_bar__plus_00_dot_26_bar__plus_00_dot_16 loc_bar__minus_3_bar_0_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__minus_01_dot_13_bar__plus_00_dot_43_bar__minus_00_dot_27 loc_bar__minus_1_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__minus_01_dot_20_bar__plus_00_dot_31_bar__minus_00_dot_60 loc_bar__minus_1_bar__minus_2_bar_3_bar_45)
        (receptacleAtLocation Drawer_bar__minus_01_dot_20_bar__plus_00_dot_62_bar__plus_00_dot_02 loc_bar__minus_3_bar_0_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__minus_01_dot_22_bar__plus_00_dot_90_bar__minus_00_dot_68 loc_bar__minus_2_bar__minus_3_bar_3_bar_45)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_12_bar__plus_00_dot_02_bar__plus_00_dot_16 loc_bar_2_bar_1_bar_1_bar_60)
        (receptacleAtLocation HandTowelHolder_bar__plus_00_dot_68_bar__plus_01_dot_66_bar__plus_00_dot_52 loc_bar_3_bar__minus_1_bar_0_bar__minus_15)
        (receptacleAtLocation HandTowelHolder_bar__minus_00_dot_17_bar__plus_01_dot_76_bar__plus_00_dot_71 loc_bar__minus_2_bar_1_bar_0_bar_15)
        (receptacleAtLocation HandTowelHolder_bar__minus_00_dot_79_bar__plus_01_dot_85_bar__plus_00_dot_66 loc_bar__minus_2_bar__minus_1_bar_0_bar_0)
        (receptacleAtLocation HandTowelHolder_bar__minus_01_dot_16_bar__plus_01_dot_61_bar__plus_00_dot_16 loc_bar__minus_1_bar_0_bar_3_bar__minus_15)
        (receptacleAtLocation Sink_bar__plus_00_dot_73_bar__plus_00_dot_68_bar__minus_00_dot_72_bar_SinkBasin loc_bar_4_bar_2_bar_2_bar_45)
        (receptacleAtLocation Sink_bar__minus_00_dot_32_bar__plus_00_dot_91_bar__minus_00_dot_50_bar_SinkBasin loc_bar__minus_2_bar_1_bar_2_bar_45)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_01_dot_05_bar__plus_00_dot_90_bar__minus_00_dot_50 loc_bar__minus_1_bar__minus_1_bar_3_bar_60)
        (receptacleAtLocation Toilet_bar__minus_01_dot_11_bar__plus_00_dot_01_bar__plus_00_dot_04 loc_bar__minus_1_bar_1_bar_3_bar_60)
        (receptacleAtLocation TowelHolder_bar__plus_00_dot_48_bar__plus_01_dot_30_bar__plus_00_dot_68 loc_bar_3_bar__minus_1_bar_0_bar_30)
        (objectAtLocation Towel_bar__plus_00_dot_72_bar__plus_01_dot_34_bar__plus_00_dot_61 loc_bar_3_bar__minus_1_bar_0_bar_30)
        (objectAtLocation ScrubBrush_bar__plus_00_dot_00_bar__plus_00_dot_06_bar__minus_00_dot_33 loc_bar__minus_2_bar_1_bar_2_bar_45)
        (objectAtLocation SprayBottle_bar__plus_01_dot_31_bar__plus_00_dot_05_bar__plus_00_dot_01 loc_bar_2_bar_1_bar_1_bar_60)
        (objectAtLocation Cloth_bar__minus_00_dot_96_bar__plus_00_dot_55_bar__minus_00_dot_51 loc_bar__minus_1_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Sink_bar__minus_00_dot_32_bar__plus_00_dot_91_bar__minus_00_dot_50 loc_bar__minus_2_bar_0_bar_2_bar_60)
        (objectAtLocation Plunger_bar__minus_00_dot_62_bar__plus_00_dot_20_bar__minus_00_dot_69 loc_bar__minus_1_bar_0_bar_0_bar_60)
        (objectAtLocation HandTowel_bar__minus_00_dot_65_bar__plus_01_dot_89_bar__plus_00_dot_39 loc_bar__minus_2_bar__minus_1_bar_0_bar_0)
        (objectAtLocation Mirror_bar__plus_00_dot_99_bar__plus_01_dot_43_bar__plus_00_dot_11 loc_bar__minus_1_bar_1_bar_1_bar_15)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_31_bar__plus_01_dot_06_bar__minus_00_dot_49 loc_bar__minus_1_bar__minus_1_bar_3_bar_60)
        (objectAtLocation Sink_bar__plus_00_dot_73_bar__plus_00_dot_68_bar__minus_00_dot_72 loc_bar_3_bar_2_bar_2_bar_45)
        (objectAtLocation ShowerGlass_bar__plus_01_dot_26_bar__plus_01_dot_38_bar__minus_00_dot_47 loc_bar_6_bar_1_bar_2_bar_15)
        (objectAtLocation Bathtub_bar__plus_01_dot_22_bar__plus_00_dot_29_bar__plus_00_dot_78 loc_bar_0_bar_3_bar_1_bar_60)
        (objectAtLocation LightSwitch_bar__minus_00_dot_77_bar__plus_01_dot_26_bar__plus_00_dot_67 loc_bar__minus_4_bar__minus_1_bar_0_bar_0)
        (objectAtLocation Candle_bar__minus_00_dot_86_bar__plus_00_dot_58_bar__minus_00_dot_05 loc_bar__minus_1_bar__minus_2_bar_3_bar_30)
        (objectAtLocation SoapBar_bar__minus_01_dot_04_bar__plus_00_dot_46_bar__minus_00_dot_26 loc_bar__minus_1_bar__minus_2_bar_3_bar_30)
        (objectAtLocation Candle_bar__minus_00_dot_99_bar__plus_00_dot_07_bar__minus_00_dot_09 loc_bar__minus_1_bar_1_bar_3_bar_60)
        (objectAtLocation SprayBottle_bar__minus_01_dot_32_bar__plus_00_dot_10_bar__plus_00_dot_25 loc_bar__minus_1_bar_1_bar_3_bar_60)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_19_bar__plus_00_dot_05_bar__minus_00_dot_02 loc_bar_2_bar_1_bar_1_bar_60)
        (objectAtLocation Cloth_bar__minus_01_dot_02_bar__plus_00_dot_80_bar__plus_01_dot_03 loc_bar__minus_4_bar__minus_1_bar_0_bar_30)
        (objectAtLocation SprayBottle_bar__minus_01_dot_32_bar__plus_00_dot_13_bar__plus_00_dot_29 loc_bar__minus_1_bar_1_bar_3_bar_60)
        (objectAtLocation ShowerDoor_bar__minus_00_dot_66_bar__plus_01_dot_27_bar__minus_00_dot_60 loc_bar__minus_2_bar_1_bar_2_bar_30)
        (objectAtLocation SoapBar_bar__plus_01_dot_28_bar__plus_00_dot_33_bar__minus_00_dot_62 loc_bar_5_bar_1_bar_2_bar_60)
        (objectAtLocation Candle_bar__minus_01_dot_07_bar__plus_00_dot_36_bar__plus_00_dot_13 loc_bar__minus_3_bar_0_bar_3_bar_30)
        (objectAtLocation SoapBottle_bar__minus_01_dot_05_bar__plus_00_dot_07_bar__minus_00_dot_24 loc_bar__minus_1_bar_1_bar_3_bar_60)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_70_bar__plus_00_dot_20_bar__minus_00_dot_33 loc_bar__minus_5_bar__minus_4_bar_2_bar_60)
        (objectAtLocation Candle_bar__minus_01_dot_25_bar__plus_01_dot_01_bar__minus_00_dot_81 loc_bar__minus_2_bar__minus_3_bar_3_bar_45)
        (objectAtLocation Window_bar__minus_00_dot_12_bar__plus_01_dot_39_bar__minus_00_dot_68 loc_bar_1_bar_1_bar_2_bar_0)
        (objectAtLocation Cloth_bar__plus_01_dot_03_bar__plus_00_dot_36_bar__minus_00_dot_57 loc_bar_5_bar_1_bar_2_bar_60)
        )
    

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o ToiletPaperType)
                            (receptacleType ?r ToiletType)
                        )
                    )
                )
            )
        )
    )
    