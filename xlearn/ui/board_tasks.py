"""A lesson task on the board (typed answers the engine checks) and the coach's hint."""
from __future__ import annotations

HINTS = 3  # how many of the coach's suggestions the Hint button shows


class BoardTasks:
    """Lesson tasks and the coach's hint (a part of every BoardWidget)."""

    def ask(self, task) -> None:
        """Show a lesson task (xlearn.tasks) on the board: the learner types an answer and the engine checks it."""
        self._task = task
        self._task_seq = getattr(self, "_task_seq", 0) + 1
        self.task = {"seq": self._task_seq, "question": task.question, "hint": task.answer_hint,
                     "feedback": None}

    def answer(self, text: str):
        """Check a typed answer to the task on the board (a hint if wrong, the worked answer once right);
        returns the Feedback (also shown on the board), or None if the answer could not be read."""
        task = getattr(self, "_task", None)
        if task is None:
            self.say("refused", "There is no task on this board to answer.", None)
            return None
        feedback = task.respond(str(text))
        shown = feedback.to_json() if feedback is not None else {
            "correct": False, "message": task.unreadable, "cite": None, "worked": None, "shown": False,
            "unreadable": True}
        self.task = {**self.task, "answered": str(text), "feedback": shown}
        return feedback

    def show_answer(self):
        """Show me: the task's worked answer (the task then counts as done)."""
        task = getattr(self, "_task", None)
        if task is None:
            self.say("refused", "There is no task on this board to show.", None)
            return None
        feedback = task.show()
        self.task = {**self.task, "feedback": feedback.to_json()}
        return feedback

    def hints_on(self) -> bool:
        """Whether the coach may be asked here: a board or its lesson's guide can turn it off."""
        return bool(self.hints) and getattr(getattr(self, "guide", None), "hints", True) is not False

    def give_hint(self):
        """Ask the coach for the best few choices of the seat to act: "thinking" at once, a first answer from a
        small search, then the full search's answer from a background thread (xlearn.coach.board_hint); the
        search never reads cards that seat cannot see. A lesson may turn hints off."""
        if not self.hints_on():
            self.say("refused", "The coach is off in this lesson: this choice is yours to work out.", None)
            return None
        if not self.offers():
            self.say("refused", "There is no choice of yours to give a hint for now.", self.turn_rule())
            return None
        from ..coach import board_hint
        self._hint_seq += 1
        return board_hint(self, self._hint_seq, n=HINTS)
