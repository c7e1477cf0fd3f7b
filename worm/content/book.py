"""Ids and numbers the book fixes, which the content pack is checked against."""

from collections.abc import Mapping
from types import MappingProxyType

SUITS = ("swords", "pentacles", "cups", "wands")  # p. 7, in the book's order

# p. 331: the game's own origin (the Worm and the Well of Souls) and the book's seven examples
ORIGINS = frozenset(
    {"the_worm", "hell", "first_kingdom", "usurped_heaven", "eden", "tomb_of_god"}
    | {"world_giant", "stolen_cities"}
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


# Appendix C (pp. 242–252): every creature mixes one theme (its story) with one threat (how it acts)
THEMES = frozenset({"beast", "elemental", "man", "sorcerous", "spirit", "undead"})  # pp. 247–249
THREATS = frozenset({"minion", "brute", "strategist", "elite", "dungeon_lord"})  # pp. 250–252

# pp. 253–288: the bestiary's twenty-seven entries and the page each starts on
BESTIARY: Mapping[str, int] = MappingProxyType(
    {
        "animate_statue": 254,
        "bloodybones": 255,
        "brain_spider": 256,
        "cockatrice": 257,
        "devil_gluttony": 258,
        "dragon": 260,
        "face_rat": 262,
        "fungoid": 263,
        "griffin": 264,
        "harpy": 265,
        "imp": 266,
        "jinn": 267,
        "kelpie": 268,
        "lich_yellow_king": 269,
        "lion": 272,
        "mimic": 273,
        "nymph": 274,
        "ogre": 275,
        "questing_beast": 276,
        "skeleton": 277,
        "slime": 278,
        "titan_sporehulk": 279,
        "ungoat": 281,
        "vampire": 282,
        "wraith": 284,
        "winter_wolf": 285,
        "zombie": 286,
    }
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
        "themes": THEMES,
        "threats": THREATS,
        "bestiary": frozenset(BESTIARY),
    }
)

# pp. 365–373: the twenty-one interesting room features and the nine example traps
ROOM_FEATURES = 21
TRAPS = 9

# pp. 370–373: the ids of the nine example traps (a Meatgrinder hazard may name one)
TRAP_IDS = frozenset(
    {"acid_lake_tower", "arrow_trap", "quicksand", "electrified_chest", "rolling_boulder"}
    | {"invisible_path", "hungry_door", "flooding_fish_statue", "pyrotechnic_mushrooms"}
)

# The eight reasons a room is worth entering (pp. 335–339), as written in `worm gen` JSON
REASONS = ("explore", "flee", "talk", "fight", "breathe", "experiment", "surprise", "return")

# pp. 365–369: the room features' kinds in the book's order (number → kind, page), so a drawn
# major card I–XXI picks one
FEATURE_KINDS: Mapping[int, tuple[str, int]] = MappingProxyType(
    {
        1: ("circle_of_power", 365),
        2: ("altar", 365),
        3: ("cage", 365),
        4: ("throne", 365),
        5: ("idol", 366),
        6: ("library", 366),
        7: ("elevator", 366),
        8: ("hearthfire", 366),
        9: ("merchant", 366),
        10: ("machine", 367),
        11: ("false_tomb", 367),
        12: ("magic_wall", 367),
        13: ("sepulcher", 367),
        14: ("fountain", 368),
        15: ("statue", 368),
        16: ("oubliette", 368),
        17: ("mirror", 368),
        18: ("painting", 368),
        19: ("river", 369),
        20: ("waterwheel", 369),
        21: ("well", 369),
    }
)

# pp. 370–373: the example traps in the book's order (number → id, page); p. 372 is art only
TRAP_NUMBERS: Mapping[int, tuple[str, int]] = MappingProxyType(
    {
        1: ("acid_lake_tower", 370),
        2: ("arrow_trap", 371),
        3: ("quicksand", 371),
        4: ("electrified_chest", 371),
        5: ("rolling_boulder", 371),
        6: ("invisible_path", 373),
        7: ("hungry_door", 373),
        8: ("flooding_fish_statue", 373),
        9: ("pyrotechnic_mushrooms", 373),
    }
)

# p. 184: the example scenery table, eight rows of three columns (id → column), row by row
SCENERY: Mapping[str, str] = MappingProxyType(
    {
        "bridge_over_chasm": "terrain",
        "ceiling_smoke": "sensory",
        "hanging_tapestries": "object",
        "collapsed_obelisk": "terrain",
        "bumped_fungus": "sensory",
        "braziers_of_coals": "object",
        "hanging_chains": "terrain",
        "floor_fog": "sensory",
        "silk_dressing_screens": "object",
        "icy_floors": "terrain",
        "ringing_bell": "sensory",
        "tables_and_chairs": "object",
        "climbable_idol": "terrain",
        "blinding_ruby": "sensory",
        "bookshelves": "object",
        "hanging_chandeliers": "terrain",
        "murky_water": "sensory",
        "taxidermied_monsters": "object",
        "quaking_floors": "terrain",
        "illusions": "sensory",
        "fountains": "object",
        "oil_slick": "terrain",
        "shrieking_wind": "sensory",
        "weapon_racks": "object",
    }
)

# p. 98: the example afflictions — per stage, from the first, the charges that cure it and the
# XP that cures it instead (the ghost lotus's first stage). The book prices the great
# contagion's last stage (death) at nothing; worm writes 0 charges (worm.rules.afflictions).
AFFLICTIONS: Mapping[str, tuple[tuple[int | None, ...], tuple[int | None, ...]]] = MappingProxyType(
    {
        "giant_rat_venom": ((1, 1, 2), (None, None, None)),
        "black_honey": ((5, 1), (None, None)),
        "ghost_lotus": ((None, 2, 1), (1, None, None)),
        "great_contagion": ((2, 2, 0), (None, None, None)),
    }
)

# Appendix A (pp. 197–227): the forty spells, ten per far realm (p. 198), each with its name,
# realm and the page the book's index gives for it (the spell entries run pp. 205–226)
SPELLS_PER_REALM = 10
SPELL_PAGES = (205, 226)
SPELLS: Mapping[str, tuple[str, str, int]] = MappingProxyType(
    {
        "brainfever": ("Brainfever", "wastes", 205),
        "control_undead": ("Control Undead", "wastes", 205),
        "darklight": ("Darklight", "wastes", 205),
        "fear": ("Fear", "wastes", 205),
        "fleshcraft": ("Fleshcraft", "wastes", 206),
        "malediction": ("Malediction", "wastes", 206),
        "necromancy": ("Necromancy", "wastes", 208),
        "raise_zombie": ("Raise Zombie", "wastes", 208),
        "stinking_cloud": ("Stinking Cloud", "wastes", 208),
        "withering": ("Withering", "wastes", 208),
        "control_animal": ("Control Animal", "weald", 211),
        "defy_depths": ("Defy Depths", "weald", 211),
        "flare": ("Flare", "weald", 211),
        "gust_of_wind": ("Gust of Wind", "weald", 211),
        "protection_from_the_elements": ("Protection from the Elements", "weald", 212),
        "speak_to_animal": ("Speak to Animal", "weald", 212),
        "thunderclap": ("Thunderclap", "weald", 212),
        "totem": ("Totem", "weald", 212),
        "wall_of_elements": ("Wall of Elements", "weald", 214),
        "woodweave": ("Woodweave", "weald", 214),
        "animate_object": ("Animate Object", "weird", 217),
        "change_size": ("Change Size", "weird", 217),
        "enrage": ("Enrage", "weird", 217),
        "give_form_to_nothingness": ("Give Form to Nothingness", "weird", 218),
        "illusion": ("Illusion", "weird", 218),
        "mirror_meld": ("Mirror Meld", "weird", 218),
        "portable_hole": ("Portable Hole", "weird", 219),
        "scry": ("Scry", "weird", 219),
        "shroud": ("Shroud", "weird", 220),
        "sleep": ("Sleep", "weird", 220),
        "augury": ("Augury", "welkin", 223),
        "binding": ("Binding", "welkin", 223),
        "charm": ("Charm", "welkin", 224),
        "circle_of_protection": ("Circle of Protection", "welkin", 224),
        "feather": ("Feather", "welkin", 224),
        "guardian_angel": ("Guardian Angel", "welkin", 224),
        "heavenfire": ("Heavenfire", "welkin", 225),
        "life": ("Life", "welkin", 225),
        "seal_pact": ("Seal Pact", "welkin", 226),
        "veritas": ("Veritas", "welkin", 226),
    }
)
