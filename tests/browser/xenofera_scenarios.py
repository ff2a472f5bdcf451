"""Positions near the end of a Xenofera game, for the browser tests: Player 1 is one capture short of calling
the last round, holds Open the Gates (aimed at a cage guarded by a Shock Lock: a battle) and a Wire Cage that
two Recruits can build; a Small creature waits in the Line of Sight."""
from __future__ import annotations

SMALL = ["Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard", "Duskcrawler", "Shardbeetle",
         "Magma Tortoise", "Kelp Drifter"]


def near_the_end(players: int) -> dict:
    """The scenario for 2 to 5 players: Player 1 needs one more occupied cage to call (9 for 2, 8 for 3, 7 for 4,
    6 for 5)."""
    need = {2: 9, 3: 8, 4: 7, 5: 6}[players]
    bay = ["Starter Crate", "Wire Cage", "Wire Cage", "Field Net Cage", "Field Net Cage", "Iron Cage", "Iron Cage",
           "Twin Hutch"]
    full = [{"cage": cage, "creatures": [name]} for cage, name in zip(bay, SMALL[:need - 1])]
    seats = [{"huntsman": "Marek Dunmore", "crew": ["Recruit Tam", "Recruit Rook"], "cages": full,
              "hand": ["Open the Gates", "Wire Cage"]},
             {"huntsman": "Castor Vale", "crew": ["Recruit Pell"],
              "cages": [{"cage": "Starter Pen"},
                        {"cage": "Iron Cage", "items": ["Shock Lock"], "creatures": ["Bramblehog"]}]}]
    rivals = [{"huntsman": "Wren Halloway", "crew": ["Recruit Isa"], "cages": [{"cage": "Starter Coop"}]},
              {"huntsman": "Saffi Okoro", "crew": ["Recruit Juno"], "cages": [{"cage": "Starter Hutch"}]},
              {"huntsman": "Tobiah Reyne", "cages": [{"cage": "Starter Kennel"}]}]
    seats += rivals[:players - 2]
    return {"title": "Near the end", "seats": seats,
            "line_of_sight": ["Glimmerfox", "Reefstalker", "Mistwing", "Cinder Newt", "Lumen Moth"]}
