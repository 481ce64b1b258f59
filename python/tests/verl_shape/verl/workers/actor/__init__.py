from .dp_actor import DataParallelPPOActor  # noqa: F401
