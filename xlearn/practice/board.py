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


# A choice's label is a whole sentence at times: it wraps inside its button rather than being cut short.
# Text reads at a normal line height (a widget's HTML takes a button's height per line otherwise), and the
# field's legend is not squeezed to the width of a one-card field.
STYLE = ("<style>.xl-drill-board .xl-drill-choice{white-space:normal;text-align:left;height:auto;"
         "min-height:var(--jp-widgets-inline-height);line-height:1.35;padding:4px 10px;overflow:visible}"
         ".xl-drill-board .xl-drill-choices{gap:4px}"
         ".xl-drill-board .widget-html-content{line-height:1.45}"
         ".xl-drill-board .widget-html-content p{margin:0.35em 0}"
         ".xl-drill-board .xl-static-field caption{min-width:26em}"
         ".xl-drill-board .xl-drill-controls .widget-button{width:auto;padding:0 14px}</style>")
PLACEHOLDER = "No rule needed a choice here."   # an old bank's explanation of a choice no event explains


def _p(text: str, cls: str = "") -> str:
    return f'<p class="{cls}">{html.escape(text)}</p>'


def _quoted(text: str) -> str:
    """The text in quotes, its own full stop kept inside them (never “…”.)."""
    return f"\u201c{text}\u201d" + ("" if text.rstrip().endswith((".", "!", "?")) else ".")


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
        controls.add_class("xl-drill-controls")
        left = W.VBox([W.HTML(STYLE), self.head, self.question, self.buttons, self.feedback, controls],
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
        self.tries, self.hints, self.done, self.moved = 0, 0, False, None
        match = load_match(d.position, source=f"drill {d.id}")
        name = summary.rule_name(match.rules.rulebook, d.theme)
        lesson = " (the rules of the lesson you just finished)" if self.lesson else ""
        self.head.value = (f"<b>{html.escape(GAME_NAMES.get(d.game, d.game))}</b>{lesson} · practising "
                           f"\u201c{html.escape(name)}\u201d · {KIND_NAMES[d.kind]} · you are "
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
            before = self._mastery(d.game, d.theme)
            self.session.answer(d, i, self.hints)
            self.answered += 1
            self.moved = (before, self._mastery(d.game, d.theme))
        self.tries += 1
        if i == d.answer:
            self._reveal(scored=True)
            return
        self.buttons.children[i].disabled = True
        self.hints = max(self.hints, 1)
        self.feedback.value = (_p(f"Not {_quoted(d.choices[i])} Try another choice.", "xl-drill-wrong")
                               + _p(d.hint) + self._moved_line())
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
        rule = package(d.game).RULES.rulebook[d.theme]
        worked = [x.strip() for x in d.explanation if x.strip() != PLACEHOLDER]
        worked.append(f"The rule: \u201c{rule.section}\u201d. {rule.summary}".strip())
        lines = "".join(f"<li>{html.escape(x)}</li>" for x in worked)
        self.feedback.value = (_p(f"{first}: {_quoted(d.right)}", "xl-drill-right")
                               + f"<p>How the engine works it out:</p><ul>{lines}</ul>" + self._moved_line())
        self.show_button.disabled = True
        self._refresh()

    # ----- the learner's progress ---------------------------------------------------------------
    def _level(self, game: str, theme: str) -> int:
        """The learner's mastery of a rule, in whole per cent."""
        return round(self._mastery(game, theme))

    def _mastery(self, game: str, theme: str) -> float:
        """The learner's mastery of a rule, in per cent."""
        got = self.session.record.rating("learner", game, theme) or rating.START
        return 100 * rating.mastery(got[0])

    def _moved_line(self) -> str:
        """How this drill's first answer moved the learner's mastery of its rule, e.g. 50 % → 38 %."""
        if self.moved is None:
            return ""
        name = summary.rule_name(package(self.drill.game).RULES.rulebook, self.drill.theme)
        before, after = _percents_that_differ(*self.moved)
        return (f"<p class='xl-drill-mastery'>Your mastery of \u201c{html.escape(name)}\u201d: "
                f"{before} % \u2192 {after} %</p>")

    def _refresh(self) -> None:
        rec = self.session.record
        several = len(self.banks) > 1
        rows = []   # (name on the chart, mastery 0..1), every rule practised in these games
        for b in self.banks:
            book = package(b.game).RULES.rulebook
            prefix = f"{GAME_NAMES.get(b.game, b.game)}: " if several else ""
            rows += [(prefix + summary.rule_name(book, t), m) for t, m in summary.mastery_by_theme(rec, b.game).items()]
        title = "Mastery per rule" + ("" if several else f" ({GAME_NAMES.get(self.banks[0].game, '')})")
        self.chart.value = mastery_png(rows, title)
        weakest = [f"{name} ({round(100 * m)} %)" for name, m in sorted(rows, key=lambda r: r[1])[:3]]
        game, theme = self.session.next_key()
        book = package(game).RULES.rulebook
        where = f"{GAME_NAMES.get(game, game)}, " if several else ""
        upcoming = (f"<p class='xl-drill-upnext'>Up next: {html.escape(where)}"
                    f"\u201c{html.escape(summary.rule_name(book, theme))}\u201d "
                    f"(mastery {self._level(game, theme)} %)</p>")
        days = summary.streak(rec)
        self.next_text.value = (f"<p class='xl-drill-count'>Drills answered here: {self.answered}</p>"
                                f"<p>Streak: {days} day{'s' if days != 1 else ''} in a row.</p>"
                                + upcoming
                                + (f"<p>Your weakest rules: {html.escape('; '.join(weakest))}</p>" if weakest else ""))


def practice(games: list[str] | str, themes: list[str] | None = None) -> DrillBoard:
    """The Practice notebook's board for a game, or for several."""
    return DrillBoard(games, themes=themes)


def _percents_that_differ(before: float, after: float) -> tuple[str, str]:
    """Two masteries in whole per cent, or with as many decimals (up to 2) as it takes to show that they moved
    (a miss at 7 % reads "7.4 % → 7.1 %", never "7 % → 7 %")."""
    for places in range(3):
        a, b = f"{before:.{places}f}", f"{after:.{places}f}"
        if a != b:
            return a, b
    return a, b
