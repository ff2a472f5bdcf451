"""Who sees what on a board: the seat shown, the teacher view and its lock, a replay's seats, the seats undo protects."""
from __future__ import annotations


def viewer(board) -> int | None:
    """The seat whose view the board draws (None: the teacher's view of every card)."""
    return None if board._teacher else board.seat


def human_seats(board) -> frozenset[int]:
    """Every seat not played by a bot: each may have seen a card the others have not."""
    return frozenset(s for s in range(board.players) if s not in board.bots)


def undo_guard(board) -> dict:
    """What the engine's undo check is asked to protect: every human seat that could have seen a reveal (in
    hot-seat play the seat holding the screen now is not the only one who saw the table)."""
    return {"teacher": board._teacher, "seats": human_seats(board)}


def watchable(board) -> list[int | None]:
    """The views a replay may be watched from: with the teacher view locked, only the seat it was opened for."""
    if board.allow_teacher:
        return [None, *range(board.players)]
    return [board.locked_seat]


def check_watch(board, seat) -> int | None:
    """A view the replay may switch to, or a ValueError saying which are allowed (nothing changes)."""
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < board.players):
        raise ValueError(f"seat must be None or a seat number from 0 to {board.players - 1}, not {seat!r}")
    if seat not in watchable(board):
        raise ValueError("The teacher view is locked off on this replay, so it shows only the seat it was opened "
                         "for; other hands stay hidden.")
    return seat


def plain_text(match) -> str:
    """A match as one line of plain text, without its seed (with the seed every hidden card could be rebuilt)."""
    state = "over" if match.over else f"seat {match.to_act} to act"
    return f"<{match.game} Match: {len(match.choices)} choices, {match.phase}, {state}>"
