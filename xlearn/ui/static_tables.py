"""Each game's table as static HTML, drawn from a seat's view: the zones a player looks at, with their numbers."""
from __future__ import annotations

from .static_parts import calc_table, cards_list, e, zone

CELL = "border:1px solid #999;width:7.5em;height:4.4em;text-align:center;vertical-align:middle;font-size:85%"


def hand_zone(p: dict, key: str, count_key: str, words, title: str) -> str:
    """A player's hidden zone: the cards when the view shows them, else only how many."""
    cards = p.get(key)
    if cards is None:
        n = p.get(count_key) or 0
        return zone(title, f"{e(n)} card{'s' if n != 1 else ''}, face down" if n else "<i>none</i>")
    return zone(title, cards_list(cards, words))


def seat_box(p: dict, body: str) -> str:
    """One player's side of the table, headed by their name."""
    flags = " · out of the game" if p.get("out") else ""
    return (f'<section class="xl-static-seat" style="border:1px solid #666;border-radius:6px;padding:4px 8px;'
            f'margin:6px 0"><h4 style="margin:2px 0">{e(p.get("name", ""))}{e(flags)}</h4>{body}</section>')


# ----- Xeko -------------------------------------------------------------------------------------------
def xeko_card(c: dict) -> str:
    """A Xeko card's name and printed numbers."""
    if c.get("kind") == "species":
        return f"<b>{e(c['name'])}</b> (Species: Energy {e(c.get('energy'))}, Eco-points {e(c.get('eco_points'))})"
    if c.get("kind") == "boost":
        return f"<b>{e(c['name'])}</b> (Boost +{e(c.get('boost'))})"
    return f"<b>{e(c['name'])}</b> ({e(str(c.get('kind', '')).title())} card)"


def xeko_cell(entry: dict, names: list[str]) -> str:
    """One card on the Xeko field: its links by side (N at the top), name, Energy and Eco-points, owner."""
    card = entry["card"]
    owner = "Hotspot" if entry.get("owner") is None else names[entry["owner"]]
    n, east, s, w = (x or "·" for x in entry.get("sides", ["", "", "", ""]))
    stats = f"E {card.get('energy')} · Eco {card.get('eco_points')}" if card.get("kind") == "species" else ""
    return (f'<td style="{CELL}" title="{e(owner)}">{e(n)}<br>{e(w)} <b>{e(card["name"])}</b> {e(east)}'
            f"<br><small>{e(stats)}{' · ' if stats else ''}{e(owner)}</small><br>{e(s)}</td>")


def xeko_field(view: dict) -> str:
    """The field as a grid, north at the top, each card with its links by letter and its numbers."""
    field = [f for f in view.get("field", []) if "x" in f and "y" in f]
    if not field:
        return ""
    names = [p.get("name", "") for p in view.get("players", [])]
    at = {(f["x"], f["y"]): f for f in field}
    xs, ys = [f["x"] for f in field], [f["y"] for f in field]
    rows = []
    for y in range(max(ys), min(ys) - 1, -1):
        cells = [xeko_cell(at[(x, y)], names) if (x, y) in at else f'<td style="{CELL};border-style:dotted"></td>'
                 for x in range(min(xs), max(xs) + 1)]
        rows.append(f"<tr><th>{y}</th>{''.join(cells)}</tr>")
    head = "".join(f"<th>{x}</th>" for x in range(min(xs), max(xs) + 1))
    return (f'<table class="xl-static-field" style="border-collapse:collapse">'
            f'<caption style="caption-side:top;text-align:left">The field (north at the '
            f"top; links by letter: Y yellow, O orange, R red, B blue, P purple)</caption><tr><th></th>{head}</tr>"
            f"{''.join(rows)}</table>")


def xeko_table(view: dict) -> str:
    """The Xeko table: the field, a Turf War's two sums, and each player's hand and piles."""
    seats = "".join(seat_box(p, hand_zone(p, "hand", "hand_count", xeko_card, "Hand")
                             + zone("Draw pile", f"{e(p.get('draw_count', 0))} cards")
                             + zone("Shed pile", cards_list(p.get("shed") or [], xeko_card)))
                    for p in view.get("players", []))
    tw = view.get("turf_war")
    war = zone("Turf War", "".join(calc_table(c) for c in tw.get("calcs", []))) if tw else ""
    return xeko_field(view) + war + seats


# ----- Xenofera ---------------------------------------------------------------------------------------
def xenofera_card(c: dict) -> str:
    """A Xenofera card's name and the numbers a player counts with."""
    kind, name = c.get("kind"), f"<b>{e(c.get('name', ''))}</b>"
    if kind == "xenofera":
        traits = ", ".join(t["name"] for t in c.get("characteristics", []))
        return (f"{name} ({e(c.get('size'))}; capture cost {e(c.get('capture_cost'))}; worth {e(c.get('value'))}"
                f"{'; ' + e(traits) if traits else ''})")
    if kind in ("huntsman", "crew", "starter-member"):
        busy = "; utilised" if c.get("utilised") else ""
        return f"{name} ({e(c.get('role'))}: build {e(c.get('build'))}, capture {e(c.get('capture'))}{busy})"
    if kind in ("cage", "starter-cage"):
        return f"{name} (holds {e(c.get('capacity'))}: {e(', '.join(c.get('sizes', [])))})"
    if kind == "battle":
        return f"{name} (worth {e(c.get('value'))})"
    if kind == "collection":
        return f"{name} ({e(c.get('text', ''))}; bonus {e(c.get('bonus'))})"
    return f"{name} ({e(c.get('text', ''))})"


def xenofera_cage(cage: dict) -> str:
    """A cage with the room it has left and the items and creatures in it."""
    inside = [xenofera_card(x) for x in cage.get("items", []) + cage.get("creatures", [])]
    return (f"{xenofera_card(cage['cage'])}, room for {e(cage.get('room'))} more"
            f"{': ' + '; '.join(inside) if inside else ''}")


def xenofera_table(view: dict) -> str:
    """The Xenofera table: the Line of Sight, the decks, and each expedition with its cages and cards."""
    sight = zone("Line of Sight", cards_list(view.get("line_of_sight", []), xenofera_card))
    seats = []
    for p in view.get("players", []):
        crew = ([p["huntsman"]] if p.get("huntsman") else []) + p.get("crew", [])
        seats.append(seat_box(p, zone("Expedition", cards_list(crew, xenofera_card))
                              + zone("Cages", cards_list(p.get("cages", []), xenofera_cage))
                              + hand_zone(p, "hand", "hand_count", xenofera_card, "Hand")
                              + hand_zone(p, "collections", "collections_count", xenofera_card, "Collections")
                              + hand_zone(p, "battle_unused", "battle_unused_count", xenofera_card,
                                          "Battle cards not yet used")))
    decks = zone("Decks", f"Xenofera {e(view.get('xenofera_deck_count', 0))} · Utility "
                          f"{e(view.get('utility_deck_count', 0))} cards")
    return sight + decks + "".join(seats)


# ----- X: Seekers of Fortune --------------------------------------------------------------------------
def seekers_card(c: dict) -> str:
    """A Seekers card: a Lead's type, an Adventure's cost and rewards, an ActionX card's abilities."""
    kind = c.get("kind")
    if kind == "lead":
        return f"{e(c.get('type'))} Lead"
    if kind == "adventure":
        r = c.get("rewards", {})
        leads, actionx = r.get("leads", 0), r.get("actionx", 0)
        return (f"<b>{e(c.get('name'))}</b> (costs {e(', '.join(c.get('cost', [])))}; rewards {e(leads)} "
                f"Lead{'s' if leads != 1 else ''}, {e(actionx)} ActionX card{'s' if actionx != 1 else ''})")
    abilities = "; ".join(f"{a.get('name')}: {a.get('text')}" for a in c.get("abilities", []))
    said = f": {e(abilities)}" if abilities else ""
    return f"<b>{e(c.get('name'))}</b> ({e(c.get('type'))}, {e(c.get('level'))}{said})"


def seekers_table(view: dict) -> str:
    """The Seekers table: what is being played now, the decks, and each seeker's cards and Adventures."""
    seats = "".join(seat_box(p, hand_zone(p, "leads", "lead_count", seekers_card, "Leads")
                             + hand_zone(p, "actionx", "actionx_count", seekers_card, "ActionX cards")
                             + zone("Adventures", cards_list(p.get("adventures", []), seekers_card))
                             + zone("In play", cards_list(p.get("active", []), seekers_card))
                             + zone("Archive", f"{e(p.get('archived_adventures', 0))} Adventures completed"))
                    for p in view.get("players", []))
    chain = view.get("chain") or []
    on_table = zone("Played now", "<ul>" + "".join(f"<li>{e(c.get('label', ''))}</li>" for c in chain) + "</ul>"
                    ) if chain else ""
    decks = zone("Decks", f"Leads {e(view.get('lead_deck_count', 0))} · Adventures "
                          f"{e(view.get('adventure_deck_count', 0))} cards")
    return on_table + decks + seats


TABLES = {"xeko": xeko_table, "xenofera": xenofera_table, "seekers": seekers_table}


def table_html(view: dict) -> str:
    """The game's table for a view (nothing for a game without one here)."""
    draw = TABLES.get(view.get("game", ""))
    return f'<div class="xl-static-table">{draw(view)}</div>' if draw else ""
