"""Yardsticks beside our own figures: python-chess and OpenSpiel's Python dominoes, measured the same way.

Needs the optional `bench` extra (pip install -e '.[bench]'); without it, one line says how to install it.
"""
from __future__ import annotations

import importlib.util
import random
import time

from .timing import median_microseconds, print_lines

INSTALL = "pip install -e '.[bench]'  (python-chess and OpenSpiel)"
DOMINOES = "python_block_dominoes"   # OpenSpiel's two-player dominoes, written in Python


def missing() -> list[str]:
    """The yardstick packages that are not installed (by their PyPI names)."""
    wanted = {"chess": "chess", "pyspiel": "open_spiel"}
    return [pypi for module, pypi in wanted.items() if importlib.util.find_spec(module) is None]


# ----- python-chess ---------------------------------------------------------------------------------
def chess_games_per_second(seconds: float = 3.0, seed: int = 1) -> tuple[float, float]:
    """Random games of chess to the end (mate, stalemate, the 75-move rule, fivefold repetition,
    insufficient material). Returns (games/s, plies a game)."""
    import chess

    rng = random.Random(seed)
    games = plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            plies += 1
        games += 1
    return games / (time.perf_counter() - start), plies / max(games, 1)


def chess_copy_microseconds(repeats: int = 5_000, seed: int = 2, stack: bool = True) -> float:
    """Median time of Board.copy() 40 plies into a random game, with its move stack (as our match copy
    keeps its history) or without."""
    import chess

    rng = random.Random(seed)
    board = chess.Board()
    for _ in range(40):
        if board.is_game_over():
            break
        board.push(rng.choice(list(board.legal_moves)))
    return median_microseconds(lambda: board.copy(stack=stack), repeats)


# ----- OpenSpiel --------------------------------------------------------------------------------------
def load_dominoes():
    """OpenSpiel's Python dominoes game (its Python games register on import)."""
    import pyspiel
    import open_spiel.python.games  # noqa: F401 - registers python_block_dominoes and the others

    return pyspiel.load_game(DOMINOES)


def _random_step(state, rng: random.Random) -> None:
    if state.is_chance_node():
        outcomes = [o for o, _ in state.chance_outcomes()]
        state.apply_action(rng.choice(outcomes))
    else:
        state.apply_action(rng.choice(state.legal_actions()))


def dominoes_games_per_second(seconds: float = 3.0, seed: int = 3) -> tuple[float, float]:
    """Random two-player games of OpenSpiel's Python dominoes to the end, the deal included.
    Returns (games/s, player choices a game)."""
    game = load_dominoes()
    rng = random.Random(seed)
    games = choices = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if not state.is_chance_node():
                choices += 1
            _random_step(state, rng)
        games += 1
    return games / (time.perf_counter() - start), choices / max(games, 1)


def dominoes_clone_microseconds(repeats: int = 2_000, seed: int = 4) -> float:
    """Median time of state.clone() after the deal and four choices."""
    game = load_dominoes()
    rng = random.Random(seed)
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal() and (state.is_chance_node() or moves < 4):
        moves += not state.is_chance_node()
        _random_step(state, rng)
    return median_microseconds(state.clone, repeats)


def report() -> list[str]:
    """The yardstick figures, or one line saying how to install them."""
    absent = missing()
    if absent:
        return [f"{'Yardsticks':28} not measured: {', '.join(absent)} not installed; {INSTALL}"]
    lines = []
    gps, plies = chess_games_per_second()
    name = "python-chess (yardstick)"
    lines.append(f"{name:28} {'random games/s':24} {gps:9.1f}   ({plies:.0f} plies a game)")
    lines.append(f"{name:28} {'copy a mid-game board us':24} {chess_copy_microseconds():9.1f}   (with its move "
                 f"stack; {chess_copy_microseconds(stack=False):.1f} us without)")
    try:
        gps, choices = dominoes_games_per_second()
        clone = dominoes_clone_microseconds()
    except Exception as exc:  # noqa: BLE001 - a figure, not a test: say what failed
        lines.append(f"{'OpenSpiel (yardstick)':28} {DOMINOES} not measured: {type(exc).__name__}: {exc}")
    else:
        name = "OpenSpiel dominoes (Python)"
        lines.append(f"{name:28} {'random 2-player games/s':24} {gps:9.1f}   ({DOMINOES}; {choices:.0f} "
                     "choices a game)")
        lines.append(f"{name:28} {'clone a state us':24} {clone:9.1f}")
    return lines


def main() -> None:
    print_lines(report())


if __name__ == "__main__":
    main()
