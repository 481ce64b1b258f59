
(define (problem plan_trial_S7_000000)
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


        Candle_bar__plus_01_dot_46_bar__plus_00_dot_17_bar__plus_00_dot_62 - object
        Candle_bar__plus_01_dot_50_bar__plus_00_dot_11_bar__plus_00_dot_41 - object
        Candle_bar__plus_01_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_87 - object
        Cloth_bar__minus_01_dot_30_bar__plus_00_dot_44_bar__minus_00_dot_55 - object
        Cloth_bar__minus_01_dot_43_bar__plus_00_dot_36_bar__minus_00_dot_58 - object
        Faucet_bar__plus_00_dot_58_bar__plus_01_dot_14_bar__minus_00_dot_71 - object
        HandTowel_bar__plus_01_dot_35_bar__plus_01_dot_85_bar__minus_00_dot_88 - object
        LightSwitch_bar__plus_01_dot_38_bar__plus_01_dot_38_bar__plus_00_dot_76 - object
        Mirror_bar__minus_01_dot_44_bar__plus_00_dot_42_bar__minus_00_dot_88 - object
        Painting_bar__minus_00_dot_08_bar__plus_01_dot_66_bar__minus_00_dot_60 - object
        Plunger_bar__plus_00_dot_22_bar__plus_00_dot_56_bar__plus_00_dot_03 - object
        ScrubBrush_bar__minus_00_dot_16_bar__plus_00_dot_23_bar__minus_00_dot_33 - object
        ShowerDoor_bar__plus_00_dot_15_bar__plus_01_dot_23_bar__plus_00_dot_75 - object
        Sink_bar__plus_00_dot_58_bar__plus_00_dot_89_bar__minus_00_dot_71 - object
        Sink_bar__minus_00_dot_50_bar__plus_00_dot_75_bar__plus_00_dot_64 - object
        SoapBar_bar__minus_01_dot_28_bar__plus_00_dot_43_bar__minus_01_dot_00 - object
        SoapBottle_bar__minus_00_dot_93_bar__plus_00_dot_32_bar__minus_00_dot_77 - object
        SoapBottle_bar__minus_01_dot_12_bar__plus_00_dot_40_bar__minus_00_dot_90 - object
        SoapBottle_bar__minus_01_dot_33_bar__plus_00_dot_36_bar__minus_00_dot_67 - object
        SprayBottle_bar__plus_01_dot_34_bar__plus_00_dot_18_bar__plus_00_dot_66 - object
        ToiletPaper_bar__plus_01_dot_31_bar__plus_00_dot_04_bar__plus_00_dot_73 - object
        ToiletPaper_bar__plus_01_dot_51_bar__plus_00_dot_07_bar__plus_00_dot_44 - object
        ToiletPaper_bar__plus_01_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_71 - object
        Towel_bar__minus_00_dot_90_bar__plus_01_dot_33_bar__plus_00_dot_57 - object
        Cabinet_bar__plus_01_dot_20_bar__plus_00_dot_38_bar__plus_00_dot_41 - receptacle
        Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_36_bar__minus_00_dot_16 - receptacle
        Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_44_bar__plus_00_dot_61 - receptacle
        Cabinet_bar__minus_00_dot_18_bar__plus_01_dot_89_bar__minus_00_dot_60 - receptacle
        CounterTop_bar__minus_01_dot_22_bar__plus_00_dot_30_bar__minus_00_dot_84 - receptacle
        GarbageCan_bar__plus_01_dot_34_bar__plus_00_dot_07_bar__minus_00_dot_62 - receptacle
        HandTowelHolder_bar__plus_01_dot_24_bar__plus_01_dot_77_bar__minus_00_dot_60 - receptacle
        Sink_bar__plus_00_dot_58_bar__plus_00_dot_89_bar__minus_00_dot_71_bar_SinkBasin - receptacle
        Sink_bar__minus_00_dot_50_bar__plus_00_dot_75_bar__plus_00_dot_64_bar_SinkBasin - receptacle
        ToiletPaperHanger_bar__plus_00_dot_43_bar__plus_00_dot_85_bar__plus_00_dot_57 - receptacle
        Toilet_bar__plus_01_dot_37_bar__plus_00_dot_01_bar__plus_00_dot_60 - receptacle
        TowelHolder_bar__minus_01_dot_18_bar__plus_01_dot_18_bar__plus_00_dot_54 - receptacle
        loc_bar_0_bar_2_bar_3_bar_30 - location
        loc_bar_2_bar_1_bar_2_bar_45 - location
        loc_bar__minus_1_bar_1_bar_2_bar_0 - location
        loc_bar__minus_2_bar__minus_1_bar_0_bar_30 - location
        loc_bar__minus_1_bar_2_bar_2_bar_15 - location
        loc_bar_2_bar_2_bar_2_bar_60 - location
        loc_bar_0_bar__minus_3_bar_3_bar_60 - location
        loc_bar_2_bar_3_bar_2_bar_45 - location
        loc_bar_2_bar_1_bar_2_bar_60 - location
        loc_bar_1_bar__minus_2_bar_1_bar__minus_15 - location
        loc_bar__minus_2_bar__minus_1_bar_0_bar_45 - location
        loc_bar_0_bar_1_bar_0_bar_15 - location
        loc_bar_1_bar__minus_2_bar_0_bar_60 - location
        loc_bar_5_bar__minus_2_bar_0_bar_0 - location
        loc_bar_3_bar__minus_2_bar_1_bar_60 - location
        loc_bar_2_bar_0_bar_0_bar_60 - location
        loc_bar_0_bar_2_bar_1_bar_60 - location
        loc_bar_2_bar_2_bar_1_bar_60 - location
        loc_bar_3_bar_0_bar_1_bar__minus_30 - location
        loc_bar__minus_5_bar__minus_2_bar_0_bar_30 - location
        )
    

(:init


        (receptacleType HandTowelHolder_bar__plus_01_dot_24_bar__plus_01_dot_77_bar__minus_00_dot_60 HandTowelHolderType)
        (receptacleType Cabinet_bar__plus_01_dot_20_bar__plus_00_dot_38_bar__plus_00_dot_41 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_44_bar__plus_00_dot_61 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_36_bar__minus_00_dot_16 CabinetType)
        (receptacleType GarbageCan_bar__plus_01_dot_34_bar__plus_00_dot_07_bar__minus_00_dot_62 GarbageCanType)
        (receptacleType Cabinet_bar__minus_00_dot_18_bar__plus_01_dot_89_bar__minus_00_dot_60 CabinetType)
        (receptacleType Toilet_bar__plus_01_dot_37_bar__plus_00_dot_01_bar__plus_00_dot_60 ToiletType)
        (receptacleType TowelHolder_bar__minus_01_dot_18_bar__plus_01_dot_18_bar__plus_00_dot_54 TowelHolderType)
        (receptacleType Sink_bar__plus_00_dot_58_bar__plus_00_dot_89_bar__minus_00_dot_71_bar_SinkBasin SinkBasinType)
        (receptacleType Sink_bar__minus_00_dot_50_bar__plus_00_dot_75_bar__plus_00_dot_64_bar_SinkBasin SinkBasinType)
        (receptacleType CounterTop_bar__minus_01_dot_22_bar__plus_00_dot_30_bar__minus_00_dot_84 CounterTopType)
        (receptacleType ToiletPaperHanger_bar__plus_00_dot_43_bar__plus_00_dot_85_bar__plus_00_dot_57 ToiletPaperHangerType)
        (objectType ShowerDoor_bar__plus_00_dot_15_bar__plus_01_dot_23_bar__plus_00_dot_75 ShowerDoorType)
        (objectType ToiletPaper_bar__plus_01_dot_31_bar__plus_00_dot_04_bar__plus_00_dot_73 ToiletPaperType)
        (objectType ToiletPaper_bar__plus_01_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_71 ToiletPaperType)
        (objectType SoapBottle_bar__minus_01_dot_12_bar__plus_00_dot_40_bar__minus_00_dot_90 SoapBottleType)
        (objectType LightSwitch_bar__plus_01_dot_38_bar__plus_01_dot_38_bar__plus_00_dot_76 LightSwitchType)
        (objectType Cloth_bar__minus_01_dot_43_bar__plus_00_dot_36_bar__minus_00_dot_58 ClothType)
        (objectType SoapBar_bar__minus_01_dot_28_bar__plus_00_dot_43_bar__minus_01_dot_00 SoapBarType)
        (objectType Plunger_bar__plus_00_dot_22_bar__plus_00_dot_56_bar__plus_00_dot_03 PlungerType)
        (objectType Candle_bar__plus_01_dot_50_bar__plus_00_dot_11_bar__plus_00_dot_41 CandleType)
        (objectType SoapBottle_bar__minus_01_dot_33_bar__plus_00_dot_36_bar__minus_00_dot_67 SoapBottleType)
        (objectType Candle_bar__plus_01_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_87 CandleType)
        (objectType Candle_bar__plus_01_dot_46_bar__plus_00_dot_17_bar__plus_00_dot_62 CandleType)
        (objectType HandTowel_bar__plus_01_dot_35_bar__plus_01_dot_85_bar__minus_00_dot_88 HandTowelType)
        (objectType SoapBottle_bar__minus_00_dot_93_bar__plus_00_dot_32_bar__minus_00_dot_77 SoapBottleType)
        (objectType Cloth_bar__minus_01_dot_30_bar__plus_00_dot_44_bar__minus_00_dot_55 ClothType)
        (objectType Painting_bar__minus_00_dot_08_bar__plus_01_dot_66_bar__minus_00_dot_60 PaintingType)
        (objectType Mirror_bar__minus_01_dot_44_bar__plus_00_dot_42_bar__minus_00_dot_88 MirrorType)
        (objectType ToiletPaper_bar__plus_01_dot_51_bar__plus_00_dot_07_bar__plus_00_dot_44 ToiletPaperType)
        (objectType Sink_bar__minus_00_dot_50_bar__plus_00_dot_75_bar__plus_00_dot_64 SinkType)
        (objectType Towel_bar__minus_00_dot_90_bar__plus_01_dot_33_bar__plus_00_dot_57 TowelType)
        (objectType SprayBottle_bar__plus_01_dot_34_bar__plus_00_dot_18_bar__plus_00_dot_66 SprayBottleType)
        (objectType ScrubBrush_bar__minus_00_dot_16_bar__plus_00_dot_23_bar__minus_00_dot_33 ScrubBrushType)
        (objectType Sink_bar__plus_00_dot_58_bar__plus_00_dot_89_bar__minus_00_dot_71 SinkType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType ToiletPaperType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType CandleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType ToiletPaperType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType CandleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType ToiletPaperType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType CandleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType SoapBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBottleType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType ToiletPaperType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType CandleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType SoapBottleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType CandleType)
        (canContain ToiletType SoapBarType)
        (canContain TowelHolderType TowelType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType ToiletPaperType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType HandTowelType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (pickupable ToiletPaper_bar__plus_01_dot_31_bar__plus_00_dot_04_bar__plus_00_dot_73)
        (pickupable ToiletPaper_bar__plus_01_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_71)
        (pickupable SoapBottle_bar__minus_01_dot_12_bar__plus_00_dot_40_bar__minus_00_dot_90)
        (pickupable Cloth_bar__minus_01_dot_43_bar__plus_00_dot_36_bar__minus_00_dot_58)
        (pickupable SoapBar_bar__minus_01_dot_28_bar__plus_00_dot_43_bar__minus_01_dot_00)
        (pickupable Plunger_bar__plus_00_dot_22_bar__plus_00_dot_56_bar__plus_00_dot_03)
        (pickupable Candle_bar__plus_01_dot_50_bar__plus_00_dot_11_bar__plus_00_dot_41)
        (pickupable SoapBottle_bar__minus_01_dot_33_bar__plus_00_dot_36_bar__minus_00_dot_67)
        (pickupable Candle_bar__plus_01_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_87)
        (pickupable Candle_bar__plus_01_dot_46_bar__plus_00_dot_17_bar__plus_00_dot_62)
        (pickupable HandTowel_bar__plus_01_dot_35_bar__plus_01_dot_85_bar__minus_00_dot_88)
        (pickupable SoapBottle_bar__minus_00_dot_93_bar__plus_00_dot_32_bar__minus_00_dot_77)
        (pickupable Cloth_bar__minus_01_dot_30_bar__plus_00_dot_44_bar__minus_00_dot_55)
        (pickupable ToiletPaper_bar__plus_01_dot_51_bar__plus_00_dot_07_bar__plus_00_dot_44)
        (pickupable Towel_bar__minus_00_dot_90_bar__plus_01_dot_33_bar__plus_00_dot_57)
        (pickupable SprayBottle_bar__plus_01_dot_34_bar__plus_00_dot_18_bar__plus_00_dot_66)
        (pickupable ScrubBrush_bar__minus_00_dot_16_bar__plus_00_dot_23_bar__minus_00_dot_33)
        
        (openable Cabinet_bar__plus_01_dot_20_bar__plus_00_dot_38_bar__plus_00_dot_41)
        (openable Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_44_bar__plus_00_dot_61)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_36_bar__minus_00_dot_16)
        (openable Cabinet_bar__minus_00_dot_18_bar__plus_01_dot_89_bar__minus_00_dot_60)
        
        (atLocation agent1 loc_bar__minus_5_bar__minus_2_bar_0_bar_30)
        
        (cleanable Cloth_bar__minus_01_dot_43_bar__plus_00_dot_36_bar__minus_00_dot_58)
        (cleanable SoapBar_bar__minus_01_dot_28_bar__plus_00_dot_43_bar__minus_01_dot_00)
        (cleanable Cloth_bar__minus_01_dot_30_bar__plus_00_dot_44_bar__minus_00_dot_55)
        
        
        
        
        
        
        
        
        
        
        (inReceptacle Towel_bar__minus_00_dot_90_bar__plus_01_dot_33_bar__plus_00_dot_57 TowelHolder_bar__minus_01_dot_18_bar__plus_01_dot_18_bar__plus_00_dot_54)
        (inReceptacle SoapBottle_bar__minus_01_dot_12_bar__plus_00_dot_40_bar__minus_00_dot_90 CounterTop_bar__minus_01_dot_22_bar__plus_00_dot_30_bar__minus_00_dot_84)
        (inReceptacle Cloth_bar__minus_01_dot_43_bar__plus_00_dot_36_bar__minus_00_dot_58 CounterTop_bar__minus_01_dot_22_bar__plus_00_dot_30_bar__minus_00_dot_84)
        (inReceptacle SoapBar_bar__minus_01_dot_28_bar__plus_00_dot_43_bar__minus_01_dot_00 CounterTop_bar__minus_01_dot_22_bar__plus_00_dot_30_bar__minus_00_dot_84)
        (inReceptacle SoapBottle_bar__minus_01_dot_33_bar__plus_00_dot_36_bar__minus_00_dot_67 CounterTop_bar__minus_01_dot_22_bar__plus_00_dot_30_bar__minus_00_dot_84)
        (inReceptacle SoapBottle_bar__minus_00_dot_93_bar__plus_00_dot_32_bar__minus_00_dot_77 CounterTop_bar__minus_01_dot_22_bar__plus_00_dot_30_bar__minus_00_dot_84)
        (inReceptacle Cloth_bar__minus_01_dot_30_bar__plus_00_dot_44_bar__minus_00_dot_55 CounterTop_bar__minus_01_dot_22_bar__plus_00_dot_30_bar__minus_00_dot_84)
        (inReceptacle Mirror_bar__minus_01_dot_44_bar__plus_00_dot_42_bar__minus_00_dot_88 CounterTop_bar__minus_01_dot_22_bar__plus_00_dot_30_bar__minus_00_dot_84)
        (inReceptacle Cloth_bar__minus_01_dot_43_bar__plus_00_dot_36_bar__minus_00_dot_58 Sink_bar__plus_00_dot_58_bar__plus_00_dot_89_bar__minus_00_dot_71_bar_SinkBasin)
        (inReceptacle ToiletPaper_bar__plus_01_dot_31_bar__plus_00_dot_04_bar__plus_00_dot_73 Toilet_bar__plus_01_dot_37_bar__plus_00_dot_01_bar__plus_00_dot_60)
        (inReceptacle ToiletPaper_bar__plus_01_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_71 Toilet_bar__plus_01_dot_37_bar__plus_00_dot_01_bar__plus_00_dot_60)
        (inReceptacle Candle_bar__plus_01_dot_50_bar__plus_00_dot_11_bar__plus_00_dot_41 Toilet_bar__plus_01_dot_37_bar__plus_00_dot_01_bar__plus_00_dot_60)
        (inReceptacle Candle_bar__plus_01_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_87 Toilet_bar__plus_01_dot_37_bar__plus_00_dot_01_bar__plus_00_dot_60)
        (inReceptacle Candle_bar__plus_01_dot_46_bar__plus_00_dot_17_bar__plus_00_dot_62 Toilet_bar__plus_01_dot_37_bar__plus_00_dot_01_bar__plus_00_dot_60)
        (inReceptacle ToiletPaper_bar__plus_01_dot_51_bar__plus_00_dot_07_bar__plus_00_dot_44 Toilet_bar__plus_01_dot_37_bar__plus_00_dot_01_bar__plus_00_dot_60)
        (inReceptacle SprayBottle_bar__plus_01_dot_34_bar__plus_00_dot_18_bar__plus_00_dot_66 Toilet_bar__plus_01_dot_37_bar__plus_00_dot_01_bar__plus_00_dot_60)
        (inReceptacle HandTowel_bar__plus_01_dot_35_bar__plus_01_dot_85_bar__minus_00_dot_88 HandTowelHolder_bar__plus_01_dot_24_bar__plus_01_dot_77_bar__minus_00_dot_60)
        
        
        (receptacleAtLocation Cabinet_bar__plus_01_dot_20_bar__plus_00_dot_38_bar__plus_00_dot_41 loc_bar_0_bar_2_bar_1_bar_60)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_36_bar__minus_00_dot_16 loc_bar_3_bar_0_bar_1_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_44_bar__plus_00_dot_61 loc_bar_1_bar__minus_2_bar_0_bar_60)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_18_bar__plus_01_dot_89_bar__minus_00_dot_60 loc_bar__minus_1_bar_1_bar_2_bar_0)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_22_bar__plus_00_dot_30_bar__minus_00_dot_84 loc_bar_0_bar__minus_3_bar_3_bar_60)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_34_bar__plus_00_dot_07_bar__minus_00_dot_62 loc_bar_3_bar__minus_2_bar_1_bar_60)
        (receptacleAtLocation HandTowelHolder_bar__plus_01_dot_24_bar__plus_01_dot_77_bar__minus_00_dot_60 loc_bar_1_bar__minus_2_bar_1_bar__minus_15)
        (receptacleAtLocation Sink_bar__plus_00_dot_58_bar__plus_00_dot_89_bar__minus_00_dot_71_bar_SinkBasin loc_bar_2_bar_1_bar_2_bar_45)
        (receptacleAtLocation Sink_bar__minus_00_dot_50_bar__plus_00_dot_75_bar__plus_00_dot_64_bar_SinkBasin loc_bar__minus_2_bar__minus_1_bar_0_bar_30)
        (receptacleAtLocation ToiletPaperHanger_bar__plus_00_dot_43_bar__plus_00_dot_85_bar__plus_00_dot_57 loc_bar_2_bar_0_bar_0_bar_60)
        (receptacleAtLocation Toilet_bar__plus_01_dot_37_bar__plus_00_dot_01_bar__plus_00_dot_60 loc_bar_2_bar_2_bar_1_bar_60)
        (receptacleAtLocation TowelHolder_bar__minus_01_dot_18_bar__plus_01_dot_18_bar__plus_00_dot_54 loc_bar_0_bar_2_bar_3_bar_30)
        (objectAtLocation ShowerDoor_bar__plus_00_dot_15_bar__plus_01_dot_23_bar__plus_00_dot_75 loc_bar_0_bar_1_bar_0_bar_15)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_31_bar__plus_00_dot_04_bar__plus_00_dot_73 loc_bar_2_bar_2_bar_1_bar_60)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_54_bar__plus_00_dot_12_bar__plus_00_dot_71 loc_bar_2_bar_2_bar_1_bar_60)
        (objectAtLocation SoapBottle_bar__minus_01_dot_12_bar__plus_00_dot_40_bar__minus_00_dot_90 loc_bar_0_bar__minus_3_bar_3_bar_60)
        (objectAtLocation LightSwitch_bar__plus_01_dot_38_bar__plus_01_dot_38_bar__plus_00_dot_76 loc_bar_5_bar__minus_2_bar_0_bar_0)
        (objectAtLocation Cloth_bar__minus_01_dot_43_bar__plus_00_dot_36_bar__minus_00_dot_58 loc_bar_0_bar__minus_3_bar_3_bar_60)
        (objectAtLocation SoapBar_bar__minus_01_dot_28_bar__plus_00_dot_43_bar__minus_01_dot_00 loc_bar_0_bar__minus_3_bar_3_bar_60)
        (objectAtLocation Plunger_bar__plus_00_dot_22_bar__plus_00_dot_56_bar__plus_00_dot_03 loc_bar_2_bar_3_bar_2_bar_45)
        (objectAtLocation Candle_bar__plus_01_dot_50_bar__plus_00_dot_11_bar__plus_00_dot_41 loc_bar_2_bar_2_bar_1_bar_60)
        (objectAtLocation SoapBottle_bar__minus_01_dot_33_bar__plus_00_dot_36_bar__minus_00_dot_67 loc_bar_0_bar__minus_3_bar_3_bar_60)
        (objectAtLocation Candle_bar__plus_01_dot_55_bar__plus_00_dot_05_bar__plus_00_dot_87 loc_bar_2_bar_2_bar_1_bar_60)
        (objectAtLocation Candle_bar__plus_01_dot_46_bar__plus_00_dot_17_bar__plus_00_dot_62 loc_bar_2_bar_2_bar_1_bar_60)
        (objectAtLocation HandTowel_bar__plus_01_dot_35_bar__plus_01_dot_85_bar__minus_00_dot_88 loc_bar_1_bar__minus_2_bar_1_bar__minus_15)
        (objectAtLocation SoapBottle_bar__minus_00_dot_93_bar__plus_00_dot_32_bar__minus_00_dot_77 loc_bar_0_bar__minus_3_bar_3_bar_60)
        (objectAtLocation Cloth_bar__minus_01_dot_30_bar__plus_00_dot_44_bar__minus_00_dot_55 loc_bar_0_bar__minus_3_bar_3_bar_60)
        (objectAtLocation Painting_bar__minus_00_dot_08_bar__plus_01_dot_66_bar__minus_00_dot_60 loc_bar__minus_1_bar_2_bar_2_bar_15)
        (objectAtLocation Mirror_bar__minus_01_dot_44_bar__plus_00_dot_42_bar__minus_00_dot_88 loc_bar_0_bar__minus_3_bar_3_bar_60)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_51_bar__plus_00_dot_07_bar__plus_00_dot_44 loc_bar_2_bar_2_bar_1_bar_60)
        (objectAtLocation Sink_bar__minus_00_dot_50_bar__plus_00_dot_75_bar__plus_00_dot_64 loc_bar__minus_2_bar__minus_1_bar_0_bar_45)
        (objectAtLocation Towel_bar__minus_00_dot_90_bar__plus_01_dot_33_bar__plus_00_dot_57 loc_bar_0_bar_2_bar_3_bar_30)
        (objectAtLocation SprayBottle_bar__plus_01_dot_34_bar__plus_00_dot_18_bar__plus_00_dot_66 loc_bar_2_bar_2_bar_1_bar_60)
        (objectAtLocation ScrubBrush_bar__minus_00_dot_16_bar__plus_00_dot_23_bar__minus_00_dot_33 loc_bar_2_bar_2_bar_2_bar_60)
        (objectAtLocation Sink_bar__plus_00_dot_58_bar__plus_00_dot_89_bar__minus_00_dot_71 loc_bar_2_bar_1_bar_2_bar_60)
        )
    

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ClothType)
                                    (receptacleType ?r ToiletType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ClothType)
                                            (receptacleType ?r ToiletType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            