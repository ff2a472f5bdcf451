"""Lessons on the board: the guide (a lesson's script the board runs), the lesson catalogue, the learner's progress."""
from .guide import Guide, ScriptBot, Step, ask, choose, explain, recap, show, wait

__all__ = ["Guide", "ScriptBot", "Step", "ask", "choose", "explain", "recap", "show", "wait"]
