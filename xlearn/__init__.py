"""xlearn: learn Xeko, Xenofera and X: Seekers of Fortune by playing them in Jupyter."""
from .engine import (Action, Calculation, DataError, Event, IllegalAction, Match, RuleRef,
                     load_match)

__version__ = "0.1.0"
__all__ = ["Action", "Calculation", "DataError", "Event", "IllegalAction", "Match", "RuleRef",
           "load_match", "__version__"]
