"""Speed: the quicker ways of listing choices give exactly what the plain definitions give."""
import random
from itertools import product

from xlearn.xenofera import new_match
from xlearn.xenofera.build import _minimal
from xlearn.xenofera.draw import _discard_label, _discard_options, _discard_words


def _minimal_plainly(pts, cost):
    """Ruling N-9 as written: every group covering the cost in which every member is needed,
    smaller groups first, then by bitmask."""
    found = []
    for mask in range(1, 1 << len(pts)):
        chosen = [j for j in range(len(pts)) if mask >> j & 1]
        tot = sum(pts[j] for j in chosen)
        if tot >= cost and tot - min(pts[j] for j in chosen) < cost:
            found.append((len(chosen), mask, tuple(chosen)))
    return tuple(c for _, _, c in sorted(found))


def test_minimal_groups_are_the_plain_search():
    """B/C (ruling N-9): the running-total search finds the same groups in the same order."""
    r = random.Random(7)
    for _ in range(3000):
        pts = tuple(r.randint(1, 9) for _ in range(r.randint(0, 6)))
        cost = r.randint(0, 25)
        assert _minimal.__wrapped__(pts, cost) == _minimal_plainly(pts, cost)


def _discards_plainly(t, hand, size):
    """D. Draw Phase as written: each name 0..copies times, the last name varying fastest, keeping first."""
    groups = {}
    for i in hand:
        groups.setdefault(t.defs[i].name, []).append(i)
    per_name = [[(tuple(insts[:k]), _discard_words(name, k) if k else None) for k in range(len(insts) + 1)]
                for name, insts in groups.items()]
    out = []
    for combo in product(*per_name):
        parts = [words for _, words in combo if words]
        out.append(("refill", _discard_label(parts, size), tuple(i for chosen, _ in combo for i in chosen)))
    return out


def test_discard_sets_are_every_subset_in_order():
    """D. Draw Phase: the discard choices grown name by name are every subset, in the listed order."""
    m = new_match(seed=3, explain=False)
    t = m.state.table
    r = random.Random(5)
    pool = list(t.utility)
    for _ in range(200):
        hand = tuple(r.sample(pool, r.randint(0, 8)))
        listed = [(a.kind, a.label, a.args) for a in _discard_options.__wrapped__(t, hand, 7)]
        assert listed == _discards_plainly(t, hand, 7)
