"""What the editor's front end is sent: zones with their cards and problems, settings, the field grid."""
from __future__ import annotations

from .editor_position import Position


def seat_name(seat: int) -> str:
    """A seat as the editor names it."""
    return f"Player {seat + 1}"


def zone_json(pos: Position, path: str, zone, seat: int | None) -> dict:
    """One zone: its words, its cards (each with the problems the engine finds on it) and its own problems."""
    own, on_cards = pos.problems_at(path)
    value = pos.get(path)
    entries = [value] if zone.entry == "single" and value else list(value or [])
    label = zone.label if seat is None else f"{seat_name(seat)}: {zone.label}"
    if zone in pos.editor.nested:   # items on / creatures in one cage
        cage_path = path.rsplit(".", 1)[0]
        cage = pos.get(cage_path) or {}
        label = f"{seat_name(seat)}: {zone.label} {cage.get('cage', 'the cage')}"
    items = []
    for k, entry in enumerate(entries):
        name = pos.name_of(entry)
        if zone.entry == "lead":
            name = f"{name} Lead"
        item = {"name": name, "problems": on_cards.get(k, [])}
        if isinstance(entry, dict) and entry.get("mode"):
            item["detail"] = entry["mode"]
        if isinstance(entry, dict) and entry.get("bond"):
            item["detail"] = f"bonded {entry['bond']} Lead"
        items.append(item)
    return {"path": path, "label": label, "entry": zone.entry, "items": items, "problems": own,
            "removable": zone.entry != "single"}


def field_grid(pos: Position) -> dict:
    """The Xeko field as a grid: the Hotspot, each Species with its sides' link colours as they lie for its
    owner, and the empty spots around them where a Species may be put."""
    from ..xeko import field as F
    from ..xeko.cards import teaching_set
    from ..xeko.scenario import hotspot_for
    cards = teaching_set()
    placed = pos.scenario.get("field", [])
    _, on_cards = pos.problems_at("field")
    named = [[p["card"] for p in placed if p["card"] in cards]]
    hot = hotspot_for(cards, named, None)
    cells = {(0, 0): {"x": 0, "y": 0, "name": hot.name, "hotspot": True,
                      "sides": [F.mask_letters(m) for m in hot.links], "problems": []}}
    for j, p in enumerate(placed):
        at = tuple(p["at"])
        sides = ["", "", "", ""]
        if p["card"] in cards and p["owner"] < pos.players:
            sides = [F.mask_letters(m) for m in F.rotate(cards[p["card"]].links, F.ROTATION[pos.players][p["owner"]])]
        cells[at] = {"x": at[0], "y": at[1], "name": p["card"], "owner": seat_name(p["owner"]), "index": j,
                     "sides": sides, "problems": on_cards.get(j, [])}
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    grid = []
    for y in range(max(ys) + 1, min(ys) - 2, -1):
        grid.append([cells.get((x, y), {"x": x, "y": y, "empty": True}) for x in range(min(xs) - 1, max(xs) + 2)])
    return {"rows": grid}


def editor_json(pos: Position, ui: dict) -> dict:
    """Everything the editor draws: the settings, the zones by seat, the field, the search and the notices."""
    ed = pos.editor
    shared, seats = [], [{"seat": s, "name": seat_name(s), "zones": []} for s in range(pos.players)]
    for path, zone, seat in pos.zones():
        if zone.entry == "field":
            continue
        (shared if seat is None else seats[seat]["zones"]).append(zone_json(pos, path, zone, seat))
    settings = []
    for st in ed.settings:
        if st.per_seat:
            for s in range(pos.players):
                settings.append({"key": st.key, "seat": s, "label": f"{seat_name(s)}: {st.label}", "kind": st.kind,
                                 "value": pos.scenario["seats"][s].get(st.key)})
            continue
        options = list(st.options)
        if st.kind == "choice":
            from .editor_zones import literal_options
            options = list(literal_options(ed.game, st.key))
        elif st.kind == "seat":
            options = [seat_name(s) for s in range(pos.players)]
        settings.append({"key": st.key, "label": st.label, "kind": st.kind, "options": options,
                         "value": pos.scenario.get(st.key)})
    return {"game": ed.game, "title": ed.title, "players": pos.players, "player_range": list(ed.players),
            "seats": seats, "shared": shared, "settings": settings,
            "field": field_grid(pos) if any(z.entry == "field" for z in ed.zones) else None,
            "owner": ui.get("owner", 0), "problems": pos.general(), "count": len(pos.found),
            "held": ui.get("held"), "query": ui.get("query", ""), "results": ui.get("results", []),
            "notice": ui.get("notice"), "can_undo": bool(pos.undo_stack), "file": ui.get("file"),
            "playing": ui.get("playing", False), "version": ui.get("version", 0)}
