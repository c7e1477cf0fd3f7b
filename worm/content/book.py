"""Ids and numbers the book fixes, which the content pack is checked against."""

from collections.abc import Mapping
from types import MappingProxyType

SUITS = ("swords", "pentacles", "cups", "wands")  # p. 7, in the book's order

DURABILITY_NOTCHES: Mapping[str, int] = MappingProxyType(
    {"fragile": 1, "durable": 2, "tempered": 3}  # p. 12: Notches taken; the last Destroys it
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
    }
)

# p. 154: upkeep per City Phase, normally and under the Coronation event (p. 151)
UPKEEP_COST: Mapping[str, tuple[int, int]] = MappingProxyType(
    {"destitute": (0, 0), "impoverished": (25, 15), "common": (50, 25), "luxurious": (100, 50)}
)
