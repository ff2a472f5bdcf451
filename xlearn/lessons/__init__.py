"""Lessons on the board: the guide (a lesson's script the board runs), the lesson catalogue, the learner's progress,
and the lesson files the guides are read from (xlearn/lessons/lesson_file.py)."""
from .guide import Guide, ScriptBot, Step, ask, choose, explain, recap, show, wait
from .lesson_data import load_guide
from .lesson_board import lesson_board

__all__ = ["Guide", "ScriptBot", "Step", "ask", "choose", "explain", "recap", "show", "wait", "load_guide", "lesson_board"]
