"""The engine answers a drill: what each choice does, and which offered choice is right (None if not exactly one)."""
from __future__ import annotations

from xlearn.engine.saves import load_match


def outcome(match, label: str) -> list:
    """The events a choice would produce, played on a copy (the match is unchanged)."""
    work = match.copy()
    return work.play(label)


QUIET = {"step", "turn", "phase", "pass", "boosts-done"}   # events that only say where we are in the turn


def cites(events, rule_id: str) -> bool:
    """True when an event a seat can read at once (no reveal, not a mere step marker) applies the rule."""
    return any(e.rule.rule_id == rule_id and not e.reveals and e.kind not in QUIET for e in events)


def calc_total(events, title: str) -> int | None:
    """The first worked sum with this title among the events, or None."""
    for e in events:
        for c in e.all_calcs():
            if c.title == title:
                return c.total
    return None


def winner_name(match, events) -> str | None:
    """The seat a winner event names, as the board names it."""
    for e in events:
        if e.kind.endswith("winner") and e.seat is not None:
            return seat_name(match, e.seat)
    return None


def seat_name(match, seat: int) -> str:
    """A seat's name as the board shows it (Player 1, ...)."""
    players = match.view(None).get("players") or []
    return players[seat]["name"] if seat < len(players) else f"Player {seat + 1}"


def right_choices(drill, match) -> list[int]:
    """Every offered choice the engine counts as a right answer to the drill at this match's position."""
    if drill.kind == "refusal":
        return [i for i, c in enumerate(drill.choices) if match.why_not(c) is not None]
    if drill.kind == "move":
        return [i for i, c in enumerate(drill.choices) if cites(outcome(match, c), drill.rules[0])]
    if drill.kind == "best":
        totals = [calc_total(outcome(match, c), drill.calc) for c in drill.choices]
        best = max(t for t in totals if t is not None)
        return [i for i, t in enumerate(totals) if t == best]
    events = outcome(match, drill.played)
    if drill.calc == "rule":
        applied = {e.rule.summary for e in events}
        return [i for i, c in enumerate(drill.choices) if c in applied]
    got = winner_name(match, events) if drill.calc == "winner" else calc_total(events, drill.calc)
    return [i for i, c in enumerate(drill.choices) if c == str(got)]


def engine_answer(drill) -> int | None:
    """Replay the drill's position and return the one right choice, or None when there is not exactly one."""
    match = load_match(drill.position, source=f"drill {drill.id}")
    right = right_choices(drill, match)
    return right[0] if len(right) == 1 else None
