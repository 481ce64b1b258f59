
(define (problem plan_trial_S7_000005)
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


        Bathtub_bar__minus_00_dot_66_bar__plus_00_dot_29_bar__plus_00_dot_90 - object
        Candle_bar__plus_00_dot_47_bar__plus_01_dot_85_bar__plus_00_dot_83 - object
        Candle_bar__plus_00_dot_63_bar__plus_01_dot_84_bar__plus_00_dot_58 - object
        Cloth_bar__minus_00_dot_38_bar__plus_00_dot_33_bar__plus_00_dot_82 - object
        Cloth_bar__minus_00_dot_42_bar__plus_00_dot_46_bar__plus_01_dot_11 - object
        Cloth_bar__minus_00_dot_88_bar__plus_00_dot_40_bar__plus_00_dot_67 - object
        DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_19_bar__plus_01_dot_43 - object
        DishSponge_bar__plus_00_dot_90_bar__plus_01_dot_06_bar__minus_00_dot_95 - object
        HandTowel_bar__plus_00_dot_62_bar__plus_01_dot_79_bar__plus_00_dot_32 - object
        LightSwitch_bar__plus_00_dot_45_bar__plus_01_dot_19_bar__plus_01_dot_43 - object
        Mirror_bar__plus_00_dot_87_bar__plus_01_dot_57_bar__minus_01_dot_20 - object
        PaperTowelRoll_bar__plus_00_dot_39_bar__plus_00_dot_12_bar__plus_00_dot_42 - object
        Plunger_bar__minus_00_dot_46_bar__plus_00_dot_29_bar__minus_00_dot_02 - object
        ScrubBrush_bar__minus_00_dot_16_bar__plus_00_dot_46_bar__minus_00_dot_54 - object
        Sink_bar__plus_00_dot_63_bar__plus_00_dot_96_bar__minus_01_dot_20 - object
        SoapBar_bar__plus_00_dot_39_bar__plus_00_dot_06_bar__plus_01_dot_42 - object
        SoapBar_bar__plus_00_dot_83_bar__plus_00_dot_17_bar__plus_00_dot_97 - object
        SoapBottle_bar__plus_00_dot_54_bar__plus_00_dot_05_bar__plus_01_dot_49 - object
        SoapBottle_bar__plus_00_dot_63_bar__plus_00_dot_09_bar__plus_01_dot_08 - object
        SoapBottle_bar__plus_00_dot_65_bar__plus_00_dot_15_bar__plus_01_dot_19 - object
        SprayBottle_bar__plus_00_dot_73_bar__plus_00_dot_16_bar__plus_01_dot_43 - object
        SprayBottle_bar__plus_00_dot_75_bar__plus_00_dot_09_bar__plus_01_dot_21 - object
        ToiletPaper_bar__minus_00_dot_43_bar__plus_00_dot_07_bar__plus_01_dot_54 - object
        ToiletPaper_bar__minus_00_dot_80_bar__plus_00_dot_19_bar__minus_00_dot_44 - object
        Towel_bar__plus_00_dot_55_bar__plus_01_dot_41_bar__minus_00_dot_27 - object
        Window_bar__plus_00_dot_68_bar__plus_01_dot_59_bar__minus_00_dot_09 - object
        Window_bar__minus_00_dot_29_bar__plus_01_dot_60_bar__minus_01_dot_29 - object
        Window_bar__minus_00_dot_46_bar__plus_01_dot_57_bar__minus_01_dot_16 - object
        Window_bar__minus_00_dot_64_bar__plus_01_dot_61_bar__minus_01_dot_27 - object
        Bathtub_bar__minus_00_dot_66_bar__plus_00_dot_29_bar__plus_00_dot_90_bar_BathtubBasin - receptacle
        Cart_bar__plus_00_dot_52_bar__plus_00_dot_00_bar__minus_00_dot_04 - receptacle
        GarbageCan_bar__minus_00_dot_26_bar__plus_00_dot_00_bar__plus_01_dot_41 - receptacle
        HandTowelHolder_bar__plus_00_dot_81_bar__plus_01_dot_66_bar__plus_00_dot_42 - receptacle
        HandTowelHolder_bar__minus_00_dot_17_bar__plus_01_dot_66_bar__plus_01_dot_33 - receptacle
        Shelf_bar__plus_00_dot_35_bar__plus_01_dot_80_bar__plus_01_dot_23 - receptacle
        Shelf_bar__plus_00_dot_66_bar__plus_01_dot_74_bar__plus_00_dot_70 - receptacle
        Shelf_bar__plus_00_dot_78_bar__plus_00_dot_14_bar__minus_00_dot_52 - receptacle
        Shelf_bar__minus_00_dot_70_bar__plus_01_dot_21_bar__plus_00_dot_08 - receptacle
        Sink_bar__plus_00_dot_63_bar__plus_00_dot_96_bar__minus_01_dot_20_bar_SinkBasin - receptacle
        ToiletPaperHanger_bar__minus_00_dot_84_bar__plus_00_dot_68_bar__plus_01_dot_44 - receptacle
        Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23 - receptacle
        TowelHolder_bar__plus_00_dot_58_bar__plus_01_dot_34_bar__minus_00_dot_56 - receptacle
        TowelHolder_bar__minus_00_dot_58_bar__plus_01_dot_29_bar__plus_01_dot_37 - receptacle
        loc_bar__minus_2_bar__minus_2_bar_2_bar__minus_15 - location
        loc_bar_1_bar_2_bar_1_bar__minus_15 - location
        loc_bar__minus_4_bar__minus_1_bar_0_bar_45 - location
        loc_bar_2_bar__minus_1_bar_2_bar_45 - location
        loc_bar_0_bar_0_bar_1_bar_15 - location
        loc_bar__minus_3_bar_3_bar_0_bar_60 - location
        loc_bar_1_bar_3_bar_0_bar_30 - location
        loc_bar_2_bar_0_bar_2_bar_45 - location
        loc_bar_3_bar__minus_2_bar_2_bar_15 - location
        loc_bar__minus_4_bar_5_bar_0_bar_30 - location
        loc_bar_2_bar_2_bar_0_bar_15 - location
        loc_bar__minus_2_bar__minus_3_bar_1_bar_0 - location
        loc_bar_3_bar_1_bar_0_bar_60 - location
        loc_bar__minus_2_bar__minus_2_bar_1_bar_45 - location
        loc_bar__minus_2_bar__minus_1_bar_2_bar_15 - location
        loc_bar__minus_1_bar_1_bar_0_bar_30 - location
        loc_bar__minus_2_bar_4_bar_1_bar__minus_15 - location
        loc_bar_1_bar__minus_2_bar_1_bar_60 - location
        loc_bar_0_bar_4_bar_3_bar_45 - location
        loc_bar_0_bar_2_bar_0_bar_45 - location
        loc_bar__minus_2_bar_1_bar_0_bar_60 - location
        loc_bar_0_bar_0_bar_1_bar_60 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_0 - location
        loc_bar_0_bar_4_bar_3_bar_60 - location
        loc_bar__minus_1_bar_3_bar_0_bar__minus_15 - location
        loc_bar_2_bar_1_bar_3_bar_30 - location
        loc_bar_1_bar_1_bar_3_bar_60 - location
        loc_bar_2_bar_2_bar_3_bar_30 - location
        )
    

(:init


        (receptacleType Bathtub_bar__minus_00_dot_66_bar__plus_00_dot_29_bar__plus_00_dot_90_bar_BathtubBasin BathtubBasinType)
        (receptacleType GarbageCan_bar__minus_00_dot_26_bar__plus_00_dot_00_bar__plus_01_dot_41 GarbageCanType)
        (receptacleType HandTowelHolder_bar__minus_00_dot_17_bar__plus_01_dot_66_bar__plus_01_dot_33 HandTowelHolderType)
        (receptacleType TowelHolder_bar__plus_00_dot_58_bar__plus_01_dot_34_bar__minus_00_dot_56 TowelHolderType)
        (receptacleType Shelf_bar__plus_00_dot_66_bar__plus_01_dot_74_bar__plus_00_dot_70 ShelfType)
        (receptacleType Cart_bar__plus_00_dot_52_bar__plus_00_dot_00_bar__minus_00_dot_04 CartType)
        (receptacleType Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23 ToiletType)
        (receptacleType TowelHolder_bar__minus_00_dot_58_bar__plus_01_dot_29_bar__plus_01_dot_37 TowelHolderType)
        (receptacleType Shelf_bar__plus_00_dot_78_bar__plus_00_dot_14_bar__minus_00_dot_52 ShelfType)
        (receptacleType Shelf_bar__minus_00_dot_70_bar__plus_01_dot_21_bar__plus_00_dot_08 ShelfType)
        (receptacleType HandTowelHolder_bar__plus_00_dot_81_bar__plus_01_dot_66_bar__plus_00_dot_42 HandTowelHolderType)
        (receptacleType Sink_bar__plus_00_dot_63_bar__plus_00_dot_96_bar__minus_01_dot_20_bar_SinkBasin SinkBasinType)
        (receptacleType ToiletPaperHanger_bar__minus_00_dot_84_bar__plus_00_dot_68_bar__plus_01_dot_44 ToiletPaperHangerType)
        (receptacleType Shelf_bar__plus_00_dot_35_bar__plus_01_dot_80_bar__plus_01_dot_23 ShelfType)
        (objectType PaperTowelRoll_bar__plus_00_dot_39_bar__plus_00_dot_12_bar__plus_00_dot_42 PaperTowelRollType)
        (objectType Plunger_bar__minus_00_dot_46_bar__plus_00_dot_29_bar__minus_00_dot_02 PlungerType)
        (objectType ToiletPaper_bar__minus_00_dot_43_bar__plus_00_dot_07_bar__plus_01_dot_54 ToiletPaperType)
        (objectType Towel_bar__plus_00_dot_55_bar__plus_01_dot_41_bar__minus_00_dot_27 TowelType)
        (objectType SoapBar_bar__plus_00_dot_83_bar__plus_00_dot_17_bar__plus_00_dot_97 SoapBarType)
        (objectType Candle_bar__plus_00_dot_47_bar__plus_01_dot_85_bar__plus_00_dot_83 CandleType)
        (objectType ScrubBrush_bar__minus_00_dot_16_bar__plus_00_dot_46_bar__minus_00_dot_54 ScrubBrushType)
        (objectType LightSwitch_bar__plus_00_dot_45_bar__plus_01_dot_19_bar__plus_01_dot_43 LightSwitchType)
        (objectType Cloth_bar__minus_00_dot_38_bar__plus_00_dot_33_bar__plus_00_dot_82 ClothType)
        (objectType SprayBottle_bar__plus_00_dot_73_bar__plus_00_dot_16_bar__plus_01_dot_43 SprayBottleType)
        (objectType SoapBottle_bar__plus_00_dot_54_bar__plus_00_dot_05_bar__plus_01_dot_49 SoapBottleType)
        (objectType ToiletPaper_bar__minus_00_dot_80_bar__plus_00_dot_19_bar__minus_00_dot_44 ToiletPaperType)
        (objectType DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_19_bar__plus_01_dot_43 DishSpongeType)
        (objectType Bathtub_bar__minus_00_dot_66_bar__plus_00_dot_29_bar__plus_00_dot_90 BathtubType)
        (objectType DishSponge_bar__plus_00_dot_90_bar__plus_01_dot_06_bar__minus_00_dot_95 DishSpongeType)
        (objectType HandTowel_bar__plus_00_dot_62_bar__plus_01_dot_79_bar__plus_00_dot_32 HandTowelType)
        (objectType Candle_bar__plus_00_dot_63_bar__plus_01_dot_84_bar__plus_00_dot_58 CandleType)
        (objectType Mirror_bar__plus_00_dot_87_bar__plus_01_dot_57_bar__minus_01_dot_20 MirrorType)
        (objectType SoapBar_bar__plus_00_dot_39_bar__plus_00_dot_06_bar__plus_01_dot_42 SoapBarType)
        (objectType SoapBottle_bar__plus_00_dot_63_bar__plus_00_dot_09_bar__plus_01_dot_08 SoapBottleType)
        (objectType Window_bar__minus_00_dot_64_bar__plus_01_dot_61_bar__minus_01_dot_27 WindowType)
        (objectType Window_bar__minus_00_dot_46_bar__plus_01_dot_57_bar__minus_01_dot_16 WindowType)
        (objectType Sink_bar__plus_00_dot_63_bar__plus_00_dot_96_bar__minus_01_dot_20 SinkType)
        (objectType Cloth_bar__minus_00_dot_88_bar__plus_00_dot_40_bar__plus_00_dot_67 ClothType)
        (objectType Cloth_bar__minus_00_dot_42_bar__plus_00_dot_46_bar__plus_01_dot_11 ClothType)
        (objectType SprayBottle_bar__plus_00_dot_75_bar__plus_00_dot_09_bar__plus_01_dot_21 SprayBottleType)
        (objectType SoapBottle_bar__plus_00_dot_65_bar__plus_00_dot_15_bar__plus_01_dot_19 SoapBottleType)
        (objectType Window_bar__minus_00_dot_29_bar__plus_01_dot_60_bar__minus_01_dot_29 WindowType)
        (objectType Window_bar__plus_00_dot_68_bar__plus_01_dot_59_bar__minus_00_dot_09 WindowType)
        (canContain BathtubBasinType SoapBarType)
        (canContain BathtubBasinType DishSpongeType)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain TowelHolderType TowelType)
        (canContain ShelfType ClothType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType ToiletPaperType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType CandleType)
        (canContain ShelfType HandTowelType)
        (canContain CartType CandleType)
        (canContain CartType ToiletPaperType)
        (canContain CartType HandTowelType)
        (canContain CartType SprayBottleType)
        (canContain CartType SoapBottleType)
        (canContain CartType ClothType)
        (canContain CartType PlungerType)
        (canContain CartType DishSpongeType)
        (canContain CartType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (canContain ToiletType CandleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType DishSpongeType)
        (canContain ToiletType ClothType)
        (canContain TowelHolderType TowelType)
        (canContain ShelfType ClothType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType ToiletPaperType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType CandleType)
        (canContain ShelfType HandTowelType)
        (canContain ShelfType ClothType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType ToiletPaperType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType CandleType)
        (canContain ShelfType HandTowelType)
        (canContain HandTowelHolderType HandTowelType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType SoapBarType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType ClothType)
        (canContain ToiletPaperHangerType ToiletPaperType)
        (canContain ShelfType ClothType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType SprayBottleType)
        (canContain ShelfType SoapBarType)
        (canContain ShelfType ToiletPaperType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType CandleType)
        (canContain ShelfType HandTowelType)
        (pickupable PaperTowelRoll_bar__plus_00_dot_39_bar__plus_00_dot_12_bar__plus_00_dot_42)
        (pickupable Plunger_bar__minus_00_dot_46_bar__plus_00_dot_29_bar__minus_00_dot_02)
        (pickupable ToiletPaper_bar__minus_00_dot_43_bar__plus_00_dot_07_bar__plus_01_dot_54)
        (pickupable Towel_bar__plus_00_dot_55_bar__plus_01_dot_41_bar__minus_00_dot_27)
        (pickupable SoapBar_bar__plus_00_dot_83_bar__plus_00_dot_17_bar__plus_00_dot_97)
        (pickupable Candle_bar__plus_00_dot_47_bar__plus_01_dot_85_bar__plus_00_dot_83)
        (pickupable ScrubBrush_bar__minus_00_dot_16_bar__plus_00_dot_46_bar__minus_00_dot_54)
        (pickupable Cloth_bar__minus_00_dot_38_bar__plus_00_dot_33_bar__plus_00_dot_82)
        (pickupable SprayBottle_bar__plus_00_dot_73_bar__plus_00_dot_16_bar__plus_01_dot_43)
        (pickupable SoapBottle_bar__plus_00_dot_54_bar__plus_00_dot_05_bar__plus_01_dot_49)
        (pickupable ToiletPaper_bar__minus_00_dot_80_bar__plus_00_dot_19_bar__minus_00_dot_44)
        (pickupable DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_19_bar__plus_01_dot_43)
        (pickupable DishSponge_bar__plus_00_dot_90_bar__plus_01_dot_06_bar__minus_00_dot_95)
        (pickupable HandTowel_bar__plus_00_dot_62_bar__plus_01_dot_79_bar__plus_00_dot_32)
        (pickupable Candle_bar__plus_00_dot_63_bar__plus_01_dot_84_bar__plus_00_dot_58)
        (pickupable SoapBar_bar__plus_00_dot_39_bar__plus_00_dot_06_bar__plus_01_dot_42)
        (pickupable SoapBottle_bar__plus_00_dot_63_bar__plus_00_dot_09_bar__plus_01_dot_08)
        (pickupable Cloth_bar__minus_00_dot_88_bar__plus_00_dot_40_bar__plus_00_dot_67)
        (pickupable Cloth_bar__minus_00_dot_42_bar__plus_00_dot_46_bar__plus_01_dot_11)
        (pickupable SprayBottle_bar__plus_00_dot_75_bar__plus_00_dot_09_bar__plus_01_dot_21)
        (pickupable SoapBottle_bar__plus_00_dot_65_bar__plus_00_dot_15_bar__plus_01_dot_19)
        
        
        
        (atLocation agent1 loc_bar_2_bar_2_bar_3_bar_30)
        
        (cleanable SoapBar_bar__plus_00_dot_83_bar__plus_00_dot_17_bar__plus_00_dot_97)
        (cleanable Cloth_bar__minus_00_dot_38_bar__plus_00_dot_33_bar__plus_00_dot_82)
        (cleanable DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_19_bar__plus_01_dot_43)
        (cleanable DishSponge_bar__plus_00_dot_90_bar__plus_01_dot_06_bar__minus_00_dot_95)
        (cleanable SoapBar_bar__plus_00_dot_39_bar__plus_00_dot_06_bar__plus_01_dot_42)
        (cleanable Cloth_bar__minus_00_dot_88_bar__plus_00_dot_40_bar__plus_00_dot_67)
        (cleanable Cloth_bar__minus_00_dot_42_bar__plus_00_dot_46_bar__plus_01_dot_11)
        
        
        
        
        
        
        
        
        
        
        (inReceptacle DishSponge_bar__plus_00_dot_90_bar__plus_01_dot_06_bar__minus_00_dot_95 Sink_bar__plus_00_dot_63_bar__plus_00_dot_96_bar__minus_01_dot_20_bar_SinkBasin)
        (inReceptacle Candle_bar__plus_00_dot_47_bar__plus_01_dot_85_bar__plus_00_dot_83 Shelf_bar__plus_00_dot_66_bar__plus_01_dot_74_bar__plus_00_dot_70)
        (inReceptacle Candle_bar__plus_00_dot_63_bar__plus_01_dot_84_bar__plus_00_dot_58 Shelf_bar__plus_00_dot_66_bar__plus_01_dot_74_bar__plus_00_dot_70)
        (inReceptacle HandTowel_bar__plus_00_dot_62_bar__plus_01_dot_79_bar__plus_00_dot_32 HandTowelHolder_bar__plus_00_dot_81_bar__plus_01_dot_66_bar__plus_00_dot_42)
        (inReceptacle SoapBar_bar__plus_00_dot_83_bar__plus_00_dot_17_bar__plus_00_dot_97 Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23)
        (inReceptacle SprayBottle_bar__plus_00_dot_73_bar__plus_00_dot_16_bar__plus_01_dot_43 Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23)
        (inReceptacle SoapBottle_bar__plus_00_dot_54_bar__plus_00_dot_05_bar__plus_01_dot_49 Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23)
        (inReceptacle DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_19_bar__plus_01_dot_43 Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23)
        (inReceptacle SoapBar_bar__plus_00_dot_39_bar__plus_00_dot_06_bar__plus_01_dot_42 Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23)
        (inReceptacle SoapBottle_bar__plus_00_dot_63_bar__plus_00_dot_09_bar__plus_01_dot_08 Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23)
        (inReceptacle SprayBottle_bar__plus_00_dot_75_bar__plus_00_dot_09_bar__plus_01_dot_21 Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23)
        (inReceptacle SoapBottle_bar__plus_00_dot_65_bar__plus_00_dot_15_bar__plus_01_dot_19 Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23)
        (inReceptacle Cloth_bar__minus_00_dot_38_bar__plus_00_dot_33_bar__plus_00_dot_82 Bathtub_bar__minus_00_dot_66_bar__plus_00_dot_29_bar__plus_00_dot_90_bar_BathtubBasin)
        (inReceptacle Cloth_bar__minus_00_dot_88_bar__plus_00_dot_40_bar__plus_00_dot_67 Bathtub_bar__minus_00_dot_66_bar__plus_00_dot_29_bar__plus_00_dot_90_bar_BathtubBasin)
        (inReceptacle Towel_bar__plus_00_dot_55_bar__plus_01_dot_41_bar__minus_00_dot_27 TowelHolder_bar__plus_00_dot_58_bar__plus_01_dot_34_bar__minus_00_dot_56)
        (inReceptacle ToiletPaper_bar__minus_00_dot_43_bar__plus_00_dot_07_bar__plus_01_dot_54 GarbageCan_bar__minus_00_dot_26_bar__plus_00_dot_00_bar__plus_01_dot_41)
        
        
        (receptacleAtLocation Bathtub_bar__minus_00_dot_66_bar__plus_00_dot_29_bar__plus_00_dot_90_bar_BathtubBasin loc_bar_0_bar_4_bar_3_bar_45)
        (receptacleAtLocation Cart_bar__plus_00_dot_52_bar__plus_00_dot_00_bar__minus_00_dot_04 loc_bar_0_bar_0_bar_1_bar_60)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_26_bar__plus_00_dot_00_bar__plus_01_dot_41 loc_bar_0_bar_2_bar_0_bar_45)
        (receptacleAtLocation HandTowelHolder_bar__plus_00_dot_81_bar__plus_01_dot_66_bar__plus_00_dot_42 loc_bar_1_bar_2_bar_1_bar__minus_15)
        (receptacleAtLocation HandTowelHolder_bar__minus_00_dot_17_bar__plus_01_dot_66_bar__plus_01_dot_33 loc_bar__minus_1_bar_3_bar_0_bar__minus_15)
        (receptacleAtLocation Shelf_bar__plus_00_dot_35_bar__plus_01_dot_80_bar__plus_01_dot_23 loc_bar_2_bar_2_bar_0_bar_15)
        (receptacleAtLocation Shelf_bar__plus_00_dot_66_bar__plus_01_dot_74_bar__plus_00_dot_70 loc_bar__minus_2_bar_4_bar_1_bar__minus_15)
        (receptacleAtLocation Shelf_bar__plus_00_dot_78_bar__plus_00_dot_14_bar__minus_00_dot_52 loc_bar_1_bar__minus_2_bar_1_bar_60)
        (receptacleAtLocation Shelf_bar__minus_00_dot_70_bar__plus_01_dot_21_bar__plus_00_dot_08 loc_bar_2_bar_1_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_63_bar__plus_00_dot_96_bar__minus_01_dot_20_bar_SinkBasin loc_bar_2_bar_0_bar_2_bar_45)
        (receptacleAtLocation ToiletPaperHanger_bar__minus_00_dot_84_bar__plus_00_dot_68_bar__plus_01_dot_44 loc_bar__minus_3_bar_3_bar_0_bar_60)
        (receptacleAtLocation Toilet_bar__plus_00_dot_60_bar__plus_00_dot_03_bar__plus_01_dot_23 loc_bar_3_bar_1_bar_0_bar_60)
        (receptacleAtLocation TowelHolder_bar__plus_00_dot_58_bar__plus_01_dot_34_bar__minus_00_dot_56 loc_bar__minus_2_bar__minus_3_bar_1_bar_0)
        (receptacleAtLocation TowelHolder_bar__minus_00_dot_58_bar__plus_01_dot_29_bar__plus_01_dot_37 loc_bar__minus_1_bar_1_bar_0_bar_30)
        (objectAtLocation PaperTowelRoll_bar__plus_00_dot_39_bar__plus_00_dot_12_bar__plus_00_dot_42 loc_bar_1_bar_1_bar_3_bar_60)
        (objectAtLocation Plunger_bar__minus_00_dot_46_bar__plus_00_dot_29_bar__minus_00_dot_02 loc_bar__minus_2_bar_1_bar_0_bar_60)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_43_bar__plus_00_dot_07_bar__plus_01_dot_54 loc_bar_0_bar_2_bar_0_bar_45)
        (objectAtLocation Towel_bar__plus_00_dot_55_bar__plus_01_dot_41_bar__minus_00_dot_27 loc_bar__minus_2_bar__minus_3_bar_1_bar_0)
        (objectAtLocation SoapBar_bar__plus_00_dot_83_bar__plus_00_dot_17_bar__plus_00_dot_97 loc_bar_3_bar_1_bar_0_bar_60)
        (objectAtLocation Candle_bar__plus_00_dot_47_bar__plus_01_dot_85_bar__plus_00_dot_83 loc_bar__minus_2_bar_4_bar_1_bar__minus_15)
        (objectAtLocation ScrubBrush_bar__minus_00_dot_16_bar__plus_00_dot_46_bar__minus_00_dot_54 loc_bar__minus_2_bar__minus_2_bar_1_bar_45)
        (objectAtLocation LightSwitch_bar__plus_00_dot_45_bar__plus_01_dot_19_bar__plus_01_dot_43 loc_bar_1_bar_3_bar_0_bar_30)
        (objectAtLocation Cloth_bar__minus_00_dot_38_bar__plus_00_dot_33_bar__plus_00_dot_82 loc_bar_0_bar_4_bar_3_bar_45)
        (objectAtLocation SprayBottle_bar__plus_00_dot_73_bar__plus_00_dot_16_bar__plus_01_dot_43 loc_bar_3_bar_1_bar_0_bar_60)
        (objectAtLocation SoapBottle_bar__plus_00_dot_54_bar__plus_00_dot_05_bar__plus_01_dot_49 loc_bar_3_bar_1_bar_0_bar_60)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_80_bar__plus_00_dot_19_bar__minus_00_dot_44 loc_bar__minus_4_bar__minus_1_bar_0_bar_45)
        (objectAtLocation DishSponge_bar__plus_00_dot_35_bar__plus_00_dot_19_bar__plus_01_dot_43 loc_bar_3_bar_1_bar_0_bar_60)
        (objectAtLocation Bathtub_bar__minus_00_dot_66_bar__plus_00_dot_29_bar__plus_00_dot_90 loc_bar_0_bar_4_bar_3_bar_60)
        (objectAtLocation DishSponge_bar__plus_00_dot_90_bar__plus_01_dot_06_bar__minus_00_dot_95 loc_bar_2_bar_0_bar_2_bar_45)
        (objectAtLocation HandTowel_bar__plus_00_dot_62_bar__plus_01_dot_79_bar__plus_00_dot_32 loc_bar_1_bar_2_bar_1_bar__minus_15)
        (objectAtLocation Candle_bar__plus_00_dot_63_bar__plus_01_dot_84_bar__plus_00_dot_58 loc_bar__minus_2_bar_4_bar_1_bar__minus_15)
        (objectAtLocation Mirror_bar__plus_00_dot_87_bar__plus_01_dot_57_bar__minus_01_dot_20 loc_bar_3_bar__minus_2_bar_2_bar_15)
        (objectAtLocation SoapBar_bar__plus_00_dot_39_bar__plus_00_dot_06_bar__plus_01_dot_42 loc_bar_3_bar_1_bar_0_bar_60)
        (objectAtLocation SoapBottle_bar__plus_00_dot_63_bar__plus_00_dot_09_bar__plus_01_dot_08 loc_bar_3_bar_1_bar_0_bar_60)
        (objectAtLocation Window_bar__minus_00_dot_64_bar__plus_01_dot_61_bar__minus_01_dot_27 loc_bar__minus_2_bar__minus_1_bar_2_bar_15)
        (objectAtLocation Window_bar__minus_00_dot_46_bar__plus_01_dot_57_bar__minus_01_dot_16 loc_bar__minus_1_bar__minus_1_bar_2_bar_0)
        (objectAtLocation Sink_bar__plus_00_dot_63_bar__plus_00_dot_96_bar__minus_01_dot_20 loc_bar_2_bar__minus_1_bar_2_bar_45)
        (objectAtLocation Cloth_bar__minus_00_dot_88_bar__plus_00_dot_40_bar__plus_00_dot_67 loc_bar_0_bar_4_bar_3_bar_45)
        (objectAtLocation Cloth_bar__minus_00_dot_42_bar__plus_00_dot_46_bar__plus_01_dot_11 loc_bar__minus_4_bar_5_bar_0_bar_30)
        (objectAtLocation SprayBottle_bar__plus_00_dot_75_bar__plus_00_dot_09_bar__plus_01_dot_21 loc_bar_3_bar_1_bar_0_bar_60)
        (objectAtLocation SoapBottle_bar__plus_00_dot_65_bar__plus_00_dot_15_bar__plus_01_dot_19 loc_bar_3_bar_1_bar_0_bar_60)
        (objectAtLocation Window_bar__minus_00_dot_29_bar__plus_01_dot_60_bar__minus_01_dot_29 loc_bar__minus_2_bar__minus_2_bar_2_bar__minus_15)
        (objectAtLocation Window_bar__plus_00_dot_68_bar__plus_01_dot_59_bar__minus_00_dot_09 loc_bar_0_bar_0_bar_1_bar_15)
        )
    

        (:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r GarbageCanType)
                        )
                    )
                )
            )
        )
    )
    