"""Ids and numbers the book fixes, which the content pack is checked against."""

from collections.abc import Mapping
from types import MappingProxyType

SUITS = ("swords", "pentacles", "cups", "wands")  # p. 7, in the book's order

DURABILITY_NOTCHES: Mapping[str, int] = MappingProxyType(
    {"fragile": 1, "durable": 2, "tempered": 3}  # p. 12: Notches taken; the last Destroys it
)

# p. 331: the game's own origin (the Worm and the Well of Souls) and the book's seven examples
ORIGINS = frozenset(
    {"the_worm", "hell", "first_kingdom", "usurped_heaven", "eden", "tomb_of_god"}
    | {"world_giant", "stolen_cities"}
)

# The book's closed tables: exactly these ids, no more, no fewer.
IDS: Mapping[str, frozenset[str]] = MappingProxyType(
    {
        "attributes": frozenset(SUITS),  # p. 23
        "paths": frozenset(SUITS),  # p. 67
        "kiths": frozenset({"humans", "fay", "underfolk", "orcs"}),  # p. 23
        # p. 23: twelve kins, every human house counted as the one kin "human"
        "kins": frozenset(
            {"human", "high_elf", "wood_elf", "dark_elf", "gnome", "dwarf", "halfling", "troll"}
            | {"earthblooded", "seablooded", "stormblooded", "fireblooded"}
        ),
        # pp. 12–13: eighteen entries; the single "Grow/Shrink" entry is split in two
        "effects": frozenset(
            {"blind", "control", "curse", "deafen", "destroy", "disarm", "displace", "exhaust"}
            | {"heal", "inspire", "grow", "shrink", "knockout", "notch", "root", "shroud"}
            | {"silence", "stun", "trip"}
        ),
        "conditions": frozenset({"stressed", "staggered", "wounded", "injured", "deaths_door"}),
        "origins": ORIGINS,
    }
)

# p. 154: upkeep per City Phase, normally and under the Coronation event (p. 151)
UPKEEP_COST: Mapping[str, tuple[int, int]] = MappingProxyType(
    {"destitute": (0, 0), "impoverished": (25, 15), "common": (50, 25), "luxurious": (100, 50)}
)

# pp. 343–364: the dungeon seed of each major arcana value, numbered as in Appendix E
SEEDS: Mapping[int, str] = MappingProxyType(
    {
        1: "The Spires",
        2: "The Boundless Moat",
        3: "The Castle of Crossed Destinies",
        4: "The Inverted Castle",
        5: "The City of Ruin",
        6: "The Pits",
        7: "Belly of the Beast",
        8: "The Drowned Wedding",
        9: "The Library Heretical",
        10: "The Field of Reeds",
        11: "The Sepulcher of Titans",
        12: "Xania",
        13: "The Necropolis of Ot",
        14: "The Menagerie of Singular Creatures",
        15: "The Hellmarkt",
        16: "The House of Many Angles",
        17: "The Augury",
        18: "The Truesilver Forge",
        19: "The White Gardens",
        20: "The Dragonbone Memorial",
        21: "The Undertomb",
    }
)


def seed_page(card: int) -> int:
    """The page of card ``card``'s dungeon seed: one page each after the p. 343 introduction."""
    return 343 + card


def seed_id(name: str) -> str:
    """A seed's id: its name in snake_case ("The Spires" → "the_spires")."""
    return "_".join("".join(c if c.isalnum() else " " for c in name.lower()).split())
