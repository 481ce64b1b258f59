
(define (problem plan_trial_S7_000006)
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


        AlarmClock_bar__plus_01_dot_95_bar__plus_00_dot_38_bar__minus_00_dot_01 - object
        AlarmClock_bar__plus_02_dot_46_bar__plus_00_dot_77_bar__plus_00_dot_63 - object
        AlarmClock_bar__minus_01_dot_90_bar__plus_00_dot_05_bar__minus_01_dot_01 - object
        Blinds_bar__plus_00_dot_80_bar__plus_02_dot_19_bar__minus_01_dot_94 - object
        Book_bar__plus_02_dot_26_bar__plus_00_dot_05_bar__minus_01_dot_98 - object
        Book_bar__plus_02_dot_26_bar__plus_00_dot_09_bar__minus_01_dot_78 - object
        Book_bar__plus_02_dot_57_bar__plus_00_dot_12_bar__minus_01_dot_92 - object
        CD_bar__plus_02_dot_03_bar__plus_00_dot_63_bar__minus_00_dot_95 - object
        CD_bar__plus_02_dot_28_bar__plus_00_dot_69_bar__plus_00_dot_51 - object
        CD_bar__plus_02_dot_77_bar__plus_00_dot_79_bar__plus_00_dot_60 - object
        CellPhone_bar__plus_02_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_47 - object
        CellPhone_bar__minus_02_dot_10_bar__plus_00_dot_67_bar__plus_01_dot_98 - object
        Chair_bar__minus_00_dot_78_bar__plus_00_dot_53_bar__plus_01_dot_57 - object
        CreditCard_bar__plus_02_dot_27_bar__plus_01_dot_61_bar__minus_00_dot_85 - object
        CreditCard_bar__plus_02_dot_36_bar__plus_00_dot_68_bar__plus_00_dot_41 - object
        DeskLamp_bar__plus_02_dot_63_bar__plus_01_dot_69_bar__minus_00_dot_98 - object
        KeyChain_bar__plus_02_dot_43_bar__plus_00_dot_22_bar__minus_00_dot_18 - object
        KeyChain_bar__minus_02_dot_40_bar__plus_00_dot_56_bar__plus_01_dot_63 - object
        Laptop_bar__plus_02_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_68 - object
        LaundryHamperLid_bar__minus_01_dot_09_bar__plus_00_dot_51_bar__minus_01_dot_88 - object
        LightSwitch_bar__plus_01_dot_98_bar__plus_01_dot_16_bar__plus_01_dot_97 - object
        Mirror_bar__plus_01_dot_81_bar__plus_01_dot_50_bar__minus_02_dot_07 - object
        Pencil_bar__plus_02_dot_48_bar__plus_00_dot_76_bar__plus_00_dot_19 - object
        Pencil_bar__minus_02_dot_13_bar__plus_00_dot_59_bar__plus_02_dot_32 - object
        Pen_bar__plus_02_dot_63_bar__plus_01_dot_66_bar__minus_00_dot_58 - object
        Pen_bar__plus_02_dot_69_bar__plus_00_dot_73_bar__plus_00_dot_44 - object
        Pillow_bar__plus_02_dot_14_bar__plus_00_dot_06_bar__minus_01_dot_64 - object
        Pillow_bar__plus_02_dot_62_bar__plus_00_dot_04_bar__minus_01_dot_92 - object
        TeddyBear_bar__minus_01_dot_66_bar__plus_00_dot_35_bar__plus_00_dot_56 - object
        Window_bar__plus_01_dot_26_bar__plus_01_dot_34_bar__minus_01_dot_89 - object
        Window_bar__minus_01_dot_15_bar__plus_01_dot_44_bar__minus_01_dot_93 - object
        Bed_bar__plus_02_dot_43_bar__plus_00_dot_00_bar__minus_01_dot_91 - receptacle
        Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36 - receptacle
        Drawer_bar__plus_00_dot_60_bar__plus_00_dot_40_bar__plus_01_dot_91 - receptacle
        Drawer_bar__plus_02_dot_34_bar__plus_00_dot_66_bar__plus_01_dot_53 - receptacle
        Drawer_bar__minus_02_dot_26_bar__plus_00_dot_35_bar__plus_00_dot_64 - receptacle
        Drawer_bar__minus_02_dot_36_bar__plus_00_dot_54_bar__plus_02_dot_08 - receptacle
        Drawer_bar__minus_02_dot_44_bar__plus_00_dot_45_bar__plus_01_dot_38 - receptacle
        GarbageCan_bar__plus_01_dot_43_bar__plus_00_dot_04_bar__plus_02_dot_00 - receptacle
        LaundryHamper_bar__minus_01_dot_09_bar__plus_00_dot_04_bar__minus_01_dot_88 - receptacle
        Shelf_bar__plus_02_dot_54_bar__plus_01_dot_52_bar__minus_00_dot_88 - receptacle
        SideTable_bar__plus_02_dot_44_bar__plus_00_dot_15_bar__minus_00_dot_36 - receptacle
        loc_bar__minus_9_bar_4_bar_0_bar_45 - location
        loc_bar__minus_4_bar_4_bar_2_bar_30 - location
        loc_bar__minus_5_bar_2_bar_3_bar_60 - location
        loc_bar_7_bar__minus_2_bar_1_bar_60 - location
        loc_bar_6_bar__minus_3_bar_2_bar_15 - location
        loc_bar_7_bar__minus_7_bar_1_bar_60 - location
        loc_bar_5_bar_5_bar_0_bar_60 - location
        loc_bar_6_bar_6_bar_1_bar_45 - location
        loc_bar_4_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_6_bar_6_bar_3_bar_45 - location
        loc_bar_11_bar__minus_2_bar_0_bar_45 - location
        loc_bar_6_bar__minus_3_bar_1_bar_0 - location
        loc_bar__minus_4_bar__minus_5_bar_2_bar_60 - location
        loc_bar__minus_4_bar__minus_3_bar_2_bar_60 - location
        loc_bar__minus_10_bar__minus_5_bar_2_bar_60 - location
        loc_bar__minus_6_bar_2_bar_0_bar_60 - location
        loc_bar_6_bar_1_bar_1_bar_45 - location
        loc_bar_8_bar__minus_1_bar_1_bar_60 - location
        loc_bar_7_bar__minus_5_bar_2_bar_0 - location
        loc_bar_2_bar_4_bar_0_bar_45 - location
        loc_bar_8_bar_3_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_8_bar_7_bar_2_bar_30 - location
        )
    

(:init


        (receptacleType GarbageCan_bar__plus_01_dot_43_bar__plus_00_dot_04_bar__plus_02_dot_00 GarbageCanType)
        (receptacleType Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36 DeskType)
        (receptacleType SideTable_bar__plus_02_dot_44_bar__plus_00_dot_15_bar__minus_00_dot_36 SideTableType)
        (receptacleType Shelf_bar__plus_02_dot_54_bar__plus_01_dot_52_bar__minus_00_dot_88 ShelfType)
        (receptacleType Drawer_bar__minus_02_dot_44_bar__plus_00_dot_45_bar__plus_01_dot_38 DrawerType)
        (receptacleType Drawer_bar__minus_02_dot_26_bar__plus_00_dot_35_bar__plus_00_dot_64 DrawerType)
        (receptacleType Bed_bar__plus_02_dot_43_bar__plus_00_dot_00_bar__minus_01_dot_91 BedType)
        (receptacleType LaundryHamper_bar__minus_01_dot_09_bar__plus_00_dot_04_bar__minus_01_dot_88 LaundryHamperType)
        (receptacleType Drawer_bar__plus_00_dot_60_bar__plus_00_dot_40_bar__plus_01_dot_91 DrawerType)
        (receptacleType Drawer_bar__plus_02_dot_34_bar__plus_00_dot_66_bar__plus_01_dot_53 DrawerType)
        (receptacleType Drawer_bar__minus_02_dot_36_bar__plus_00_dot_54_bar__plus_02_dot_08 DrawerType)
        (objectType KeyChain_bar__plus_02_dot_43_bar__plus_00_dot_22_bar__minus_00_dot_18 KeyChainType)
        (objectType LightSwitch_bar__plus_01_dot_98_bar__plus_01_dot_16_bar__plus_01_dot_97 LightSwitchType)
        (objectType CreditCard_bar__plus_02_dot_36_bar__plus_00_dot_68_bar__plus_00_dot_41 CreditCardType)
        (objectType CellPhone_bar__plus_02_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_47 CellPhoneType)
        (objectType Mirror_bar__plus_01_dot_81_bar__plus_01_dot_50_bar__minus_02_dot_07 MirrorType)
        (objectType AlarmClock_bar__minus_01_dot_90_bar__plus_00_dot_05_bar__minus_01_dot_01 AlarmClockType)
        (objectType Pen_bar__plus_02_dot_63_bar__plus_01_dot_66_bar__minus_00_dot_58 PenType)
        (objectType Book_bar__plus_02_dot_26_bar__plus_00_dot_09_bar__minus_01_dot_78 BookType)
        (objectType CD_bar__plus_02_dot_28_bar__plus_00_dot_69_bar__plus_00_dot_51 CDType)
        (objectType Blinds_bar__plus_00_dot_80_bar__plus_02_dot_19_bar__minus_01_dot_94 BlindsType)
        (objectType CD_bar__plus_02_dot_03_bar__plus_00_dot_63_bar__minus_00_dot_95 CDType)
        (objectType AlarmClock_bar__plus_01_dot_95_bar__plus_00_dot_38_bar__minus_00_dot_01 AlarmClockType)
        (objectType CellPhone_bar__minus_02_dot_10_bar__plus_00_dot_67_bar__plus_01_dot_98 CellPhoneType)
        (objectType Laptop_bar__plus_02_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_68 LaptopType)
        (objectType Book_bar__plus_02_dot_26_bar__plus_00_dot_05_bar__minus_01_dot_98 BookType)
        (objectType Pillow_bar__plus_02_dot_62_bar__plus_00_dot_04_bar__minus_01_dot_92 PillowType)
        (objectType Pillow_bar__plus_02_dot_14_bar__plus_00_dot_06_bar__minus_01_dot_64 PillowType)
        (objectType Pen_bar__plus_02_dot_69_bar__plus_00_dot_73_bar__plus_00_dot_44 PenType)
        (objectType LaundryHamperLid_bar__minus_01_dot_09_bar__plus_00_dot_51_bar__minus_01_dot_88 LaundryHamperLidType)
        (objectType KeyChain_bar__minus_02_dot_40_bar__plus_00_dot_56_bar__plus_01_dot_63 KeyChainType)
        (objectType DeskLamp_bar__plus_02_dot_63_bar__plus_01_dot_69_bar__minus_00_dot_98 DeskLampType)
        (objectType Book_bar__plus_02_dot_57_bar__plus_00_dot_12_bar__minus_01_dot_92 BookType)
        (objectType Chair_bar__minus_00_dot_78_bar__plus_00_dot_53_bar__plus_01_dot_57 ChairType)
        (objectType Pencil_bar__plus_02_dot_48_bar__plus_00_dot_76_bar__plus_00_dot_19 PencilType)
        (objectType CreditCard_bar__plus_02_dot_27_bar__plus_01_dot_61_bar__minus_00_dot_85 CreditCardType)
        (objectType AlarmClock_bar__plus_02_dot_46_bar__plus_00_dot_77_bar__plus_00_dot_63 AlarmClockType)
        (objectType Window_bar__minus_01_dot_15_bar__plus_01_dot_44_bar__minus_01_dot_93 WindowType)
        (objectType Window_bar__plus_01_dot_26_bar__plus_01_dot_34_bar__minus_01_dot_89 WindowType)
        (objectType CD_bar__plus_02_dot_77_bar__plus_00_dot_79_bar__plus_00_dot_60 CDType)
        (objectType TeddyBear_bar__minus_01_dot_66_bar__plus_00_dot_35_bar__plus_00_dot_56 TeddyBearType)
        (objectType Pencil_bar__minus_02_dot_13_bar__plus_00_dot_59_bar__plus_02_dot_32 PencilType)
        (canContain GarbageCanType PenType)
        (canContain GarbageCanType PencilType)
        (canContain GarbageCanType CDType)
        (canContain DeskType KeyChainType)
        (canContain DeskType LaptopType)
        (canContain DeskType PencilType)
        (canContain DeskType PenType)
        (canContain DeskType BookType)
        (canContain DeskType CDType)
        (canContain DeskType AlarmClockType)
        (canContain DeskType CreditCardType)
        (canContain DeskType CellPhoneType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType PencilType)
        (canContain SideTableType PenType)
        (canContain SideTableType CDType)
        (canContain SideTableType BookType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType AlarmClockType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType CDType)
        (canContain ShelfType BookType)
        (canContain ShelfType PencilType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType AlarmClockType)
        (canContain ShelfType CreditCardType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType BookType)
        (canContain DrawerType PenType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PencilType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType BookType)
        (canContain DrawerType PenType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PencilType)
        (canContain DrawerType CellPhoneType)
        (canContain BedType CellPhoneType)
        (canContain BedType BookType)
        (canContain BedType LaptopType)
        (canContain BedType PillowType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType BookType)
        (canContain DrawerType PenType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PencilType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType BookType)
        (canContain DrawerType PenType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PencilType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType BookType)
        (canContain DrawerType PenType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType PencilType)
        (canContain DrawerType CellPhoneType)
        (pickupable KeyChain_bar__plus_02_dot_43_bar__plus_00_dot_22_bar__minus_00_dot_18)
        (pickupable CreditCard_bar__plus_02_dot_36_bar__plus_00_dot_68_bar__plus_00_dot_41)
        (pickupable CellPhone_bar__plus_02_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_47)
        (pickupable AlarmClock_bar__minus_01_dot_90_bar__plus_00_dot_05_bar__minus_01_dot_01)
        (pickupable Pen_bar__plus_02_dot_63_bar__plus_01_dot_66_bar__minus_00_dot_58)
        (pickupable Book_bar__plus_02_dot_26_bar__plus_00_dot_09_bar__minus_01_dot_78)
        (pickupable CD_bar__plus_02_dot_28_bar__plus_00_dot_69_bar__plus_00_dot_51)
        (pickupable CD_bar__plus_02_dot_03_bar__plus_00_dot_63_bar__minus_00_dot_95)
        (pickupable AlarmClock_bar__plus_01_dot_95_bar__plus_00_dot_38_bar__minus_00_dot_01)
        (pickupable CellPhone_bar__minus_02_dot_10_bar__plus_00_dot_67_bar__plus_01_dot_98)
        (pickupable Laptop_bar__plus_02_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_68)
        (pickupable Book_bar__plus_02_dot_26_bar__plus_00_dot_05_bar__minus_01_dot_98)
        (pickupable Pillow_bar__plus_02_dot_62_bar__plus_00_dot_04_bar__minus_01_dot_92)
        (pickupable Pillow_bar__plus_02_dot_14_bar__plus_00_dot_06_bar__minus_01_dot_64)
        (pickupable Pen_bar__plus_02_dot_69_bar__plus_00_dot_73_bar__plus_00_dot_44)
        (pickupable KeyChain_bar__minus_02_dot_40_bar__plus_00_dot_56_bar__plus_01_dot_63)
        (pickupable Book_bar__plus_02_dot_57_bar__plus_00_dot_12_bar__minus_01_dot_92)
        (pickupable Pencil_bar__plus_02_dot_48_bar__plus_00_dot_76_bar__plus_00_dot_19)
        (pickupable CreditCard_bar__plus_02_dot_27_bar__plus_01_dot_61_bar__minus_00_dot_85)
        (pickupable AlarmClock_bar__plus_02_dot_46_bar__plus_00_dot_77_bar__plus_00_dot_63)
        (pickupable CD_bar__plus_02_dot_77_bar__plus_00_dot_79_bar__plus_00_dot_60)
        (pickupable TeddyBear_bar__minus_01_dot_66_bar__plus_00_dot_35_bar__plus_00_dot_56)
        (pickupable Pencil_bar__minus_02_dot_13_bar__plus_00_dot_59_bar__plus_02_dot_32)
        
        (openable Drawer_bar__minus_02_dot_44_bar__plus_00_dot_45_bar__plus_01_dot_38)
        (openable Drawer_bar__minus_02_dot_26_bar__plus_00_dot_35_bar__plus_00_dot_64)
        (openable Drawer_bar__plus_00_dot_60_bar__plus_00_dot_40_bar__plus_01_dot_91)
        (openable Drawer_bar__plus_02_dot_34_bar__plus_00_dot_66_bar__plus_01_dot_53)
        (openable Drawer_bar__minus_02_dot_36_bar__plus_00_dot_54_bar__plus_02_dot_08)
        
        (atLocation agent1 loc_bar__minus_8_bar_7_bar_2_bar_30)
        
        
        
        
        
        
        
        (toggleable DeskLamp_bar__plus_02_dot_63_bar__plus_01_dot_69_bar__minus_00_dot_98)
        
        
        
        
        (inReceptacle CreditCard_bar__plus_02_dot_36_bar__plus_00_dot_68_bar__plus_00_dot_41 Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36)
        (inReceptacle CellPhone_bar__plus_02_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_47 Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36)
        (inReceptacle CD_bar__plus_02_dot_28_bar__plus_00_dot_69_bar__plus_00_dot_51 Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36)
        (inReceptacle Pen_bar__plus_02_dot_69_bar__plus_00_dot_73_bar__plus_00_dot_44 Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36)
        (inReceptacle DeskLamp_bar__plus_02_dot_63_bar__plus_01_dot_69_bar__minus_00_dot_98 Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36)
        (inReceptacle Pencil_bar__plus_02_dot_48_bar__plus_00_dot_76_bar__plus_00_dot_19 Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36)
        (inReceptacle AlarmClock_bar__plus_02_dot_46_bar__plus_00_dot_77_bar__plus_00_dot_63 Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36)
        (inReceptacle CD_bar__plus_02_dot_77_bar__plus_00_dot_79_bar__plus_00_dot_60 Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36)
        (inReceptacle Pen_bar__plus_02_dot_63_bar__plus_01_dot_66_bar__minus_00_dot_58 Shelf_bar__plus_02_dot_54_bar__plus_01_dot_52_bar__minus_00_dot_88)
        (inReceptacle DeskLamp_bar__plus_02_dot_63_bar__plus_01_dot_69_bar__minus_00_dot_98 Shelf_bar__plus_02_dot_54_bar__plus_01_dot_52_bar__minus_00_dot_88)
        (inReceptacle CreditCard_bar__plus_02_dot_27_bar__plus_01_dot_61_bar__minus_00_dot_85 Shelf_bar__plus_02_dot_54_bar__plus_01_dot_52_bar__minus_00_dot_88)
        (inReceptacle CellPhone_bar__minus_02_dot_10_bar__plus_00_dot_67_bar__plus_01_dot_98 Drawer_bar__minus_02_dot_36_bar__plus_00_dot_54_bar__plus_02_dot_08)
        (inReceptacle Pencil_bar__minus_02_dot_13_bar__plus_00_dot_59_bar__plus_02_dot_32 Drawer_bar__minus_02_dot_36_bar__plus_00_dot_54_bar__plus_02_dot_08)
        (inReceptacle KeyChain_bar__plus_02_dot_43_bar__plus_00_dot_22_bar__minus_00_dot_18 SideTable_bar__plus_02_dot_44_bar__plus_00_dot_15_bar__minus_00_dot_36)
        (inReceptacle KeyChain_bar__minus_02_dot_40_bar__plus_00_dot_56_bar__plus_01_dot_63 Drawer_bar__minus_02_dot_44_bar__plus_00_dot_45_bar__plus_01_dot_38)
        (inReceptacle Book_bar__plus_02_dot_26_bar__plus_00_dot_09_bar__minus_01_dot_78 Bed_bar__plus_02_dot_43_bar__plus_00_dot_00_bar__minus_01_dot_91)
        (inReceptacle Laptop_bar__plus_02_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_68 Bed_bar__plus_02_dot_43_bar__plus_00_dot_00_bar__minus_01_dot_91)
        (inReceptacle Book_bar__plus_02_dot_26_bar__plus_00_dot_05_bar__minus_01_dot_98 Bed_bar__plus_02_dot_43_bar__plus_00_dot_00_bar__minus_01_dot_91)
        (inReceptacle Pillow_bar__plus_02_dot_62_bar__plus_00_dot_04_bar__minus_01_dot_92 Bed_bar__plus_02_dot_43_bar__plus_00_dot_00_bar__minus_01_dot_91)
        (inReceptacle Pillow_bar__plus_02_dot_14_bar__plus_00_dot_06_bar__minus_01_dot_64 Bed_bar__plus_02_dot_43_bar__plus_00_dot_00_bar__minus_01_dot_91)
        (inReceptacle Book_bar__plus_02_dot_57_bar__plus_00_dot_12_bar__minus_01_dot_92 Bed_bar__plus_02_dot_43_bar__plus_00_dot_00_bar__minus_01_dot_91)
        
        
        (receptacleAtLocation Bed_bar__plus_02_dot_43_bar__plus_00_dot_00_bar__minus_01_dot_91 loc_bar_7_bar__minus_7_bar_1_bar_60)
        (receptacleAtLocation Desk_bar__plus_02_dot_51_bar__plus_00_dot_63_bar__plus_00_dot_36 loc_bar_6_bar_1_bar_1_bar_45)
        (receptacleAtLocation Drawer_bar__plus_00_dot_60_bar__plus_00_dot_40_bar__plus_01_dot_91 loc_bar_2_bar_4_bar_0_bar_45)
        (receptacleAtLocation Drawer_bar__plus_02_dot_34_bar__plus_00_dot_66_bar__plus_01_dot_53 loc_bar_6_bar_6_bar_1_bar_45)
        (receptacleAtLocation Drawer_bar__minus_02_dot_26_bar__plus_00_dot_35_bar__plus_00_dot_64 loc_bar__minus_5_bar_2_bar_3_bar_60)
        (receptacleAtLocation Drawer_bar__minus_02_dot_36_bar__plus_00_dot_54_bar__plus_02_dot_08 loc_bar__minus_9_bar_4_bar_0_bar_45)
        (receptacleAtLocation Drawer_bar__minus_02_dot_44_bar__plus_00_dot_45_bar__plus_01_dot_38 loc_bar__minus_6_bar_6_bar_3_bar_45)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_43_bar__plus_00_dot_04_bar__plus_02_dot_00 loc_bar_5_bar_5_bar_0_bar_60)
        (receptacleAtLocation LaundryHamper_bar__minus_01_dot_09_bar__plus_00_dot_04_bar__minus_01_dot_88 loc_bar__minus_4_bar__minus_3_bar_2_bar_60)
        (receptacleAtLocation Shelf_bar__plus_02_dot_54_bar__plus_01_dot_52_bar__minus_00_dot_88 loc_bar_6_bar__minus_3_bar_1_bar_0)
        (receptacleAtLocation SideTable_bar__plus_02_dot_44_bar__plus_00_dot_15_bar__minus_00_dot_36 loc_bar_7_bar__minus_2_bar_1_bar_60)
        (objectAtLocation KeyChain_bar__plus_02_dot_43_bar__plus_00_dot_22_bar__minus_00_dot_18 loc_bar_7_bar__minus_2_bar_1_bar_60)
        (objectAtLocation LightSwitch_bar__plus_01_dot_98_bar__plus_01_dot_16_bar__plus_01_dot_97 loc_bar_8_bar_3_bar_0_bar_30)
        (objectAtLocation CreditCard_bar__plus_02_dot_36_bar__plus_00_dot_68_bar__plus_00_dot_41 loc_bar_6_bar_1_bar_1_bar_45)
        (objectAtLocation CellPhone_bar__plus_02_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_47 loc_bar_6_bar_1_bar_1_bar_45)
        (objectAtLocation Mirror_bar__plus_01_dot_81_bar__plus_01_dot_50_bar__minus_02_dot_07 loc_bar_7_bar__minus_5_bar_2_bar_0)
        (objectAtLocation AlarmClock_bar__minus_01_dot_90_bar__plus_00_dot_05_bar__minus_01_dot_01 loc_bar__minus_10_bar__minus_5_bar_2_bar_60)
        (objectAtLocation Pen_bar__plus_02_dot_63_bar__plus_01_dot_66_bar__minus_00_dot_58 loc_bar_6_bar__minus_3_bar_1_bar_0)
        (objectAtLocation Book_bar__plus_02_dot_26_bar__plus_00_dot_09_bar__minus_01_dot_78 loc_bar_7_bar__minus_7_bar_1_bar_60)
        (objectAtLocation CD_bar__plus_02_dot_28_bar__plus_00_dot_69_bar__plus_00_dot_51 loc_bar_6_bar_1_bar_1_bar_45)
        (objectAtLocation Blinds_bar__plus_00_dot_80_bar__plus_02_dot_19_bar__minus_01_dot_94 loc_bar_4_bar__minus_4_bar_2_bar__minus_30)
        (objectAtLocation CD_bar__plus_02_dot_03_bar__plus_00_dot_63_bar__minus_00_dot_95 loc_bar_11_bar__minus_2_bar_0_bar_45)
        (objectAtLocation AlarmClock_bar__plus_01_dot_95_bar__plus_00_dot_38_bar__minus_00_dot_01 loc_bar_8_bar__minus_1_bar_1_bar_60)
        (objectAtLocation CellPhone_bar__minus_02_dot_10_bar__plus_00_dot_67_bar__plus_01_dot_98 loc_bar__minus_9_bar_4_bar_0_bar_45)
        (objectAtLocation Laptop_bar__plus_02_dot_63_bar__plus_00_dot_17_bar__minus_01_dot_68 loc_bar_7_bar__minus_7_bar_1_bar_60)
        (objectAtLocation Book_bar__plus_02_dot_26_bar__plus_00_dot_05_bar__minus_01_dot_98 loc_bar_7_bar__minus_7_bar_1_bar_60)
        (objectAtLocation Pillow_bar__plus_02_dot_62_bar__plus_00_dot_04_bar__minus_01_dot_92 loc_bar_7_bar__minus_7_bar_1_bar_60)
        (objectAtLocation Pillow_bar__plus_02_dot_14_bar__plus_00_dot_06_bar__minus_01_dot_64 loc_bar_7_bar__minus_7_bar_1_bar_60)
        (objectAtLocation Pen_bar__plus_02_dot_69_bar__plus_00_dot_73_bar__plus_00_dot_44 loc_bar_6_bar_1_bar_1_bar_45)
        (objectAtLocation LaundryHamperLid_bar__minus_01_dot_09_bar__plus_00_dot_51_bar__minus_01_dot_88 loc_bar__minus_4_bar__minus_5_bar_2_bar_60)
        (objectAtLocation KeyChain_bar__minus_02_dot_40_bar__plus_00_dot_56_bar__plus_01_dot_63 loc_bar__minus_6_bar_6_bar_3_bar_45)
        (objectAtLocation DeskLamp_bar__plus_02_dot_63_bar__plus_01_dot_69_bar__minus_00_dot_98 loc_bar_6_bar__minus_3_bar_1_bar_0)
        (objectAtLocation Book_bar__plus_02_dot_57_bar__plus_00_dot_12_bar__minus_01_dot_92 loc_bar_7_bar__minus_7_bar_1_bar_60)
        (objectAtLocation Chair_bar__minus_00_dot_78_bar__plus_00_dot_53_bar__plus_01_dot_57 loc_bar__minus_4_bar_4_bar_2_bar_30)
        (objectAtLocation Pencil_bar__plus_02_dot_48_bar__plus_00_dot_76_bar__plus_00_dot_19 loc_bar_6_bar_1_bar_1_bar_45)
        (objectAtLocation CreditCard_bar__plus_02_dot_27_bar__plus_01_dot_61_bar__minus_00_dot_85 loc_bar_6_bar__minus_3_bar_1_bar_0)
        (objectAtLocation AlarmClock_bar__plus_02_dot_46_bar__plus_00_dot_77_bar__plus_00_dot_63 loc_bar_6_bar_1_bar_1_bar_45)
        (objectAtLocation Window_bar__minus_01_dot_15_bar__plus_01_dot_44_bar__minus_01_dot_93 loc_bar__minus_4_bar__minus_3_bar_2_bar_30)
        (objectAtLocation Window_bar__plus_01_dot_26_bar__plus_01_dot_34_bar__minus_01_dot_89 loc_bar_6_bar__minus_3_bar_2_bar_15)
        (objectAtLocation CD_bar__plus_02_dot_77_bar__plus_00_dot_79_bar__plus_00_dot_60 loc_bar_6_bar_1_bar_1_bar_45)
        (objectAtLocation TeddyBear_bar__minus_01_dot_66_bar__plus_00_dot_35_bar__plus_00_dot_56 loc_bar__minus_6_bar_2_bar_0_bar_60)
        (objectAtLocation Pencil_bar__minus_02_dot_13_bar__plus_00_dot_59_bar__plus_02_dot_32 loc_bar__minus_9_bar_4_bar_0_bar_45)
        )
    

                (:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CreditCardType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CreditCardType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
            