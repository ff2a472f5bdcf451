"""Ending the Game, Counting Eco-Points, the Conservation bonus and the tie-break."""
from __future__ import annotations

from ..engine.events import Calculation
from ..engine.game import Result
from ..engine.out import Out
from .explain import note, plural
from .rulebook import RULEBOOK
from .state import XekoState
from .steps import GAME_OVER


def conservation_bonus(cards_left: int) -> int:
    """Conservation Bonus: half the cards left in the draw pile, rounded up."""
    return (cards_left + 1) // 2


def cannot_continue(s: XekoState, seat: int, what: str, out: Out) -> None:
    """A player must draw or shed and their pile is empty: eliminated if more than two remain, else the end."""
    if len(s.in_game()) > 2:
        eliminate(s, seat, what, out)
    else:
        if out.on:
            note(out, "game-end", "game-end", f"{s.name(seat)} must {what} but their draw pile is empty: "
                 "the game ends at once.", seat=seat)
        count_eco_points(s, out)


def eliminate(s: XekoState, seat: int, what: str, out: Out) -> None:
    """Ending a Multiplayer Game: the player is out and all their cards leave the game."""
    s.out.append(seat)
    mine = [i for i in range(len(s.table.owner)) if s.table.owner[i] == seat]
    for pos in [p for p, i in s.field.items() if s.table.owner[i] == seat]:
        s.lift(pos)
    s.draw[seat], s.hand[seat], s.shed[seat] = [], [], []
    s.limbo = [i for i in s.limbo if s.table.owner[i] != seat]
    s.gone.extend(i for i in mine if i != s.resolving)
    if s.turf_war is not None and seat in (s.turf_war.invader, s.turf_war.defender) and s.turf_war.phase != "done":
        s.turf_war.phase = "f"
    if out.on:
        note(out, "eliminated", "elimination", f"{s.name(seat)} must {what} but their draw pile is empty, "
             f"so they are out of the game; their cards leave the field and the game. "
             f"{plural(len(s.in_game()), 'player')} remain.", seat=seat)


def species_terms(s: XekoState, seat: int) -> list[tuple[str, int]]:
    """Eco-points of a seat's Species in the field, then the count-time card powers that change them."""
    mine = s.species_of(seat)
    terms = [(s.card(i).name, s.card(i).eco_points) for i in mine]
    extra = {i: 0 for i in mine}
    for i in mine:
        card = s.card(i)
        if card.has("bromeliad"):
            ones = [j for j in mine if 1 in s.card(j).tokens]
            for j in ones:
                extra[j] += 1
            terms.append((f"Bromeliad (+1 for each of {len(ones)} 1-dot Species)", len(ones)))
        if card.has("guaria-morada"):
            others = [j for j in mine if s.card(j).mission != "Costa Rica"]
            for j in others:
                extra[j] += 1
            terms.append((f"Guaria Morada (+1 for each of {len(others)} Species not from Costa Rica)", len(others)))
        if card.has("guanacaste-tree"):
            terms.append(("Guanacaste Tree", card.value("guanacaste-tree") or 0))
    cut = sum(s.card(i).value("plantation-bananas") or 0 for i in s.field.values()
              if s.card(i).has("plantation-bananas"))
    if cut:
        lost = sum(min(cut, s.card(j).eco_points + extra[j]) for j in mine if 4 in s.card(j).tokens)
        if lost:
            terms.append((f"Plantation Bananas (4-dot Species lose {cut} each, not below 0)", -lost))
    return terms


def count_eco_points(s: XekoState, out: Out) -> None:
    """Counting Eco-Points: hands to shed piles, Species Eco-points, Conservation bonus, the winner."""
    s.step, s.pending, s.over, s.turf_war = GAME_OVER, None, True, None
    scores = {seat: score_seat(s, seat, out) for seat in scoring_order(s)}
    declare_winner(s, scores, out)


def scoring_order(s: XekoState) -> list[int]:
    """The seats still in the game, from the active player round the table."""
    seat = s.active
    order = []
    for _ in range(s.table.players):
        if seat not in s.out and seat not in order:
            order.append(seat)
        seat = (seat + 1) % s.table.players
    return order


def score_seat(s: XekoState, seat: int, out: Out) -> Calculation:
    """One player's count: the hand goes to the shed pile, then Species Eco-points and Conservation bonus."""
    if s.hand[seat]:
        k = len(s.hand[seat])
        s.shed[seat].extend(s.hand[seat])
        s.hand[seat] = []
        out.revealed = True  # the hands go face up: undo may not cross this
        if out.on:
            note(out, "hand-to-shed", "count", f"{s.name(seat)} puts the {plural(k, 'card')} in their hand "
                 "into their shed pile.", seat=seat)
    terms = species_terms(s, seat)
    left = len(s.draw[seat])
    if left:
        terms.append((f"Conservation bonus ({plural(left, 'card')} left, half rounded up)",
                      conservation_bonus(left)))
    calc = Calculation.of(f"{s.name(seat)}'s Eco-points", terms)
    if out.on:
        note(out, "score", "conservation" if left else "count", f"{s.name(seat)} scores {calc.total} "
             "Eco-points.", seat=seat, calc=calc)
    return calc


def declare_winner(s: XekoState, scores: dict[int, Calculation], out: Out) -> None:
    """The most Eco-points wins; a tie goes to a player with cards left in the draw pile, else is shared."""
    best = max(c.total for c in scores.values())
    top = [seat for seat, c in scores.items() if c.total == best]
    rule = "winner"
    if len(top) > 1:
        with_cards = [seat for seat in top if s.draw[seat]]
        if with_cards and len(with_cards) < len(top):
            top, rule = with_cards, "tie-break"
        else:
            rule = "tie-break"
    names = " and ".join(s.name(x) for x in sorted(top))
    if len(top) == 1:
        why = f"{names} wins with {best} Eco-points."
        if rule == "tie-break":
            why = f"{names} wins the tie at {best} Eco-points: they still had cards in their draw pile."
    else:
        why = f"{names} tie at {best} Eco-points and share the win (ruling X-5)."
    final = dict(scores)
    for seat in s.out:   # Ending a Multiplayer Game: an eliminated seat scores nothing, and says why
        final[seat] = Calculation.of(f"{s.name(seat)}'s Eco-points (out of the game)",
                                     [("Eliminated: their draw pile ran out when they had to draw or shed", 0)])
    s.result = Result(sorted(top), {k: final[k] for k in sorted(final)}, why, RULEBOOK[rule])
    if out.on:
        note(out, "winner", rule, why, calcs=tuple(scores[k] for k in sorted(scores)), seats=sorted(top))
