"""xlearn: learn Xeko, Xenofera and X: Seekers of Fortune by playing them in Jupyter."""
from .engine import (Action, Calculation, DataError, Event, IllegalAction, Match, RuleRef,
                     load_match)
from .engine.match import show_html_with
from .ui.static import match_html

show_html_with(match_html)   # a match shown in a notebook draws as the static page an onlooker would see

__version__ = "0.1.0"
__all__ = ["Action", "Calculation", "DataError", "Event", "IllegalAction", "Match", "RuleRef",
           "load_match", "__version__"]
