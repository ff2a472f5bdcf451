"""The drill board: the position, one question, its choices as buttons, hints before answers, the worked answer."""
from __future__ import annotations

import html

import ipywidgets as W

from xlearn.engine.games import package
from xlearn.engine.saves import load_match
from xlearn.lessons.catalog import GAME_NAMES
from xlearn.ui.static import game_title, match_log, view_html

from . import rating, summary
from .bank import Bank, load
from .chart import mastery_png
from .drills import KIND_NAMES
from .record import Record
from .focus import focus
from .session import Session


def _p(text: str, cls: str = "") -> str:
    return f'<p class="{cls}">{html.escape(text)}</p>'


class DrillBoard(W.VBox):
    """A practice board for one game (or several): answer on the board; the chart and the next theme follow."""

    def __init__(self, games: list[str] | str, record: Record | None = None, themes: list[str] | None = None,
                 banks: list[Bank] | None = None):
        games = [games] if isinstance(games, str) else list(games)
        self.banks = banks or [load(g) for g in games]
        record = record or Record()
        self.lesson = None
        if themes is None and len(games) == 1:
            got = focus(record, games[0])
            if got and got["rules"]:
                themes, self.lesson = got["rules"], got["lesson"]
        self.session = Session(self.banks, record, themes)
        self.head = W.HTML()
        self.question = W.HTML()
        self.position = W.HTML()
        self.buttons = W.VBox()
        self.feedback = W.HTML()
        self.hint_button = W.Button(description="Hint", tooltip="A hint, without the answer")
        self.show_button = W.Button(description="Show the worked answer")
        self.next_button = W.Button(description="Next drill", button_style="primary")
        self.chart = W.Image(format="png")
        self.next_text = W.HTML()
        for w, cls in ((self.feedback, "xl-drill-feedback"), (self.question, "xl-drill-question"),
                       (self.head, "xl-drill-head"), (self.next_text, "xl-drill-next"),
                       (self.chart, "xl-drill-chart"), (self.buttons, "xl-drill-choices")):
            w.add_class(cls)
        self.hint_button.on_click(lambda _b: self._hint())
        self.show_button.on_click(lambda _b: self._reveal(scored=False))
        self.next_button.on_click(lambda _b: self.new_drill())
        controls = W.HBox([self.hint_button, self.show_button, self.next_button])
        left = W.VBox([self.head, self.question, self.buttons, self.feedback, controls],
                      layout=W.Layout(width="46%"))
        right = W.VBox([self.position], layout=W.Layout(width="54%", max_height="560px", overflow="auto"))
        super().__init__([W.HBox([left, right]), W.HBox([self.chart, self.next_text])])
        self.add_class("xl-drill-board")
        self.answered = 0
        self.new_drill()

    # ----- one drill ------------------------------------------------------------------------
    def new_drill(self) -> None:
        """Show the next scheduled drill: its position, question and choices."""
        d = self.drill = self.session.next_drill()
        self.tries, self.hints, self.done = 0, 0, False
        match = load_match(d.position, source=f"drill {d.id}")
        rule = match.rules.rulebook[d.theme]
        lesson = f" (the rules of the lesson you just finished)" if self.lesson else ""
        self.head.value = (f"<b>{html.escape(GAME_NAMES.get(d.game, d.game))}</b>{lesson} · practising "
                           f"\u201c{html.escape(rule.section)}\u201d · {KIND_NAMES[d.kind]} · you are "
                           f"{html.escape(match.view(d.seat)['players'][d.seat]['name'])}")
        self.question.value = f"<p style='font-size:110%'><b>{html.escape(d.question)}</b></p>"
        self.position.value = view_html(match.view(d.seat), match_log(match, d.seat), game_title(match))
        buttons = []
        for i, label in enumerate(d.choices):
            b = W.Button(description=label, tooltip=label, layout=W.Layout(width="auto", height="auto"))
            b.add_class("xl-drill-choice")
            b.on_click(lambda _b, i=i: self.choose(i))
            buttons.append(b)
        self.buttons.children = buttons
        self.feedback.value = ""
        self.show_button.disabled = False
        self._refresh()

    def choose(self, i: int) -> None:
        """The learner's answer: the first try is scored; a miss gets a hint, never the answer."""
        if self.done:
            return
        d = self.drill
        if self.tries == 0:
            self.session.answer(d, i, self.hints)
            self.answered += 1
        self.tries += 1
        if i == d.answer:
            self._reveal(scored=True)
            return
        self.buttons.children[i].disabled = True
        self.hints = max(self.hints, 1)
        self.feedback.value = (_p(f"Not \u201c{d.choices[i]}\u201d. Try another choice.", "xl-drill-wrong")
                               + _p(d.hint))
        self._refresh()

    def _hint(self) -> None:
        self.hints += 1
        self.feedback.value = _p(self.drill.hint, "xl-drill-hint")

    def _reveal(self, scored: bool) -> None:
        d = self.drill
        self.done = True
        for b in self.buttons.children:
            b.disabled = True
        first = "Right" if scored and self.tries == 1 else "The answer"
        lines = "".join(f"<li>{html.escape(x.strip())}</li>" for x in d.explanation)
        self.feedback.value = (_p(f"{first}: \u201c{d.right}\u201d.", "xl-drill-right")
                               + f"<p>How the engine works it out:</p><ul>{lines}</ul>")
        self.show_button.disabled = True
        self._refresh()

    # ----- the learner's progress ---------------------------------------------------------------
    def _refresh(self) -> None:
        rec = self.session.record
        rows, nxt = [], []
        for b in self.banks:
            book = package(b.game).RULES.rulebook
            name = GAME_NAMES.get(b.game, b.game)
            prefix = f"{name}: " if len(self.banks) > 1 else ""
            rows += [(prefix + book[t].section, m) for t, m in summary.mastery_by_theme(rec, b.game).items()]
            nxt += summary.weakest(rec, b.game, book, 2)
        title = "Mastery per rule" + (" (" + GAME_NAMES.get(self.banks[0].game, "") + ")" if len(self.banks) == 1
                                      else "")
        self.chart.value = mastery_png(rows, title)
        game, theme = self.session.next_key()
        book = package(game).RULES.rulebook
        level = rating.mastery((rec.rating("learner", game, theme) or rating.START)[0])
        upcoming = (f"<p class='xl-drill-upnext'>Up next: \u201c{html.escape(book[theme].section)}\u201d "
                    f"(mastery {round(100 * level)} %)</p>")
        days = summary.streak(rec)
        self.next_text.value = (f"<p class='xl-drill-count'>Drills answered here: {self.answered}</p>"
                                f"<p>Streak: {days} day{'s' if days != 1 else ''} in a row.</p>"
                                + upcoming
                                + (f"<p>Your weakest rules: {html.escape(', '.join(nxt))}</p>" if nxt else ""))


def practice(games: list[str] | str, themes: list[str] | None = None) -> DrillBoard:
    """The Practice notebook's board for a game, or for several."""
    return DrillBoard(games, themes=themes)
