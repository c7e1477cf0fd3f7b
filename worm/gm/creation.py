"""Policy (pp. 20–21): the quick Call to Adventure, made by the automated GM from a stream.

The book has each player choose; here a seeded stream chooses, within the rules the
:mod:`worm.rules.call_to_adventure` checks: distinct paths while there are paths to go round,
any kith and kin, attributes 4-1-2-3 in the book's step order, one mastered path talent, three
motifs, a quest, two languages, a Bond with each guild-mate, and Treats from Ma.

Ambiguous (rules digest ch. 2–5 §5.3): which talents' items come free. Policy, shared with the
check in :func:`worm.rules.call_to_adventure.talent_items`: only the mastered talents', so a Swords
adventurer does not walk out with every weapon in the market.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from worm.content import ContentPack
from worm.model.adventurer import Adventurer, Attributes, Bond, Talent
from worm.model.guild import Guild
from worm.model.inventory import Carried, Inventory
from worm.rules import fame, pack_space
from worm.tarot import SUITS, Suit

# Treats from Ma (p. 20), by path: the one luxurious item, then commons in order of need.
LUXURIOUS: dict[Suit, tuple[str, ...]] = {
    "swords": ("armor_iron", "shield_heavy"),
    "pentacles": ("lantern", "spyglass"),
    "cups": ("lantern", "alchemy_kit", "bezoar"),
    "wands": ("wand_of_archwood", "lantern"),
}
COMMON: dict[Suit, tuple[str, ...]] = {
    "swords": ("torch", "torch", "shield_light", "helm", "armor_light", "crowbar"),
    "pentacles": ("torch", "lockpicks", "armor_light", "grappling_hook", "torch", "caltrops"),
    "cups": ("torch", "torch", "tinkers_kit", "hermetic_bottle", "cooking_gear", "mirror"),
    "wands": ("torch", "torch", "garlic", "quill_and_ink", "mirror", "wolfsbane"),
}
WEAPONS: dict[Suit, tuple[str, ...]] = {
    "swords": ("blade", "axe", "hammer", "flail", "polearm"),
    "pentacles": ("dagger", "blade", "bow"),
    "cups": ("dagger", "hammer", "crossbow"),
    "wands": ("dagger", "polearm"),
}
# Impoverished essentials, then what fills the rest of the pack (step 7: until it is full).
ESSENTIALS = ("ration", "ration", "ration", "flint_and_tinder", "rope", "poultice", "candle")
FILLER = ("ration", "candle", "chalk", "firewood", "poultice", "lard", "ration", "candle")
ROLES: dict[Suit, tuple[str, ...]] = {
    "swords": ("man-at-arms", "bodyguard", "captain", "commander"),
    "pentacles": ("scout", "burglar", "trapsmith", "look-out"),
    "cups": ("cartographer", "chirugeon", "navigator", "cook"),
    "wands": ("link-boy", "translator", "face", "guide"),
}
BOND_KINDS = ("ally", "ally", "rival", "sibling", "ward", "best_friend", "adversary", "big_little")


def _pick(generator: np.random.Generator, options: tuple[str, ...] | list[str]) -> str:
    return options[int(generator.integers(len(options)))]


def _name(generator: np.random.Generator, pack: ContentPack, kith_id: str) -> tuple[str, str | None]:
    """A name by the kith's custom (pp. 51, 55, 59, 63); humans also get their house."""
    names = pack.kiths[kith_id].names
    if names.surname_rule == "translation":
        index = int(generator.integers(len(names.given_any)))
        return f"{names.given_any[index]} {names.surnames[index]}", None
    female = bool(generator.integers(2))
    given = _pick(generator, list(names.given_female if female else names.given_male))
    if names.surname_rule == "house":
        house = _pick(generator, sorted(pack.houses))
        return f"{given} of House {pack.houses[house].name}", house
    if names.surname_rule == "matronym":
        mother = _pick(generator, list(names.given_female))
        return f"{given} {mother}{'daughter' if female else 'son'}", None
    return f"{given} {_pick(generator, list(names.surnames))}", None


def _motifs(generator: np.random.Generator, pack: ContentPack) -> tuple[str, ...]:
    """Three motifs, descriptor + profession (p. 24): origin, failed career, first foray."""
    motifs: list[str] = []
    while len(motifs) < 3:
        motif = f"{_pick(generator, list(pack.motifs.descriptors))} "
        motif += _pick(generator, list(pack.motifs.professions)).lower()
        if motif not in motifs:
            motifs.append(motif)
    return tuple(motifs)


def _attributes(generator: np.random.Generator, path: Suit) -> Attributes:
    """4 on the path (step 1), then 1, 2, 3 on the others in the book's step order (p. 20)."""
    others = [suit for suit in SUITS if suit != path]
    order = generator.permutation(3)
    ratings = {path: 4} | {others[int(i)]: rating for i, rating in zip(order, (1, 2, 3))}
    return Attributes(**ratings)


def _talents(generator: np.random.Generator, pack: ContentPack, path: Suit, kin: str) -> tuple[
    Talent, ...
]:
    path_talents = pack.paths[path].talents
    mastered = _pick(generator, list(path_talents))
    talents = [Talent(id=pack.kins[kin].kin_talent, state="mastered")]
    talents += [
        Talent(id=t, state="mastered" if t == mastered else "in_training") for t in path_talents
    ]
    return tuple(talents)


def _languages(generator: np.random.Generator, pack: ContentPack, kith: str) -> tuple[str, ...]:
    """Two languages (p. 29). Policy: everyone speaks Vulgaris, so a solo guild can talk among
    itself; the fay add Tylwyth, the rest one other common tongue."""
    if kith == "fay":
        return ("vulgaris", "tylwyth")
    others = sorted(i for i, lang in pack.languages.items() if lang.common and i != "vulgaris")
    return ("vulgaris", _pick(generator, others))


def _quest(generator: np.random.Generator, pack: ContentPack) -> str:
    """A discrete, achievable quest (p. 24): a goal and the reason behind it."""
    return f"{_pick(generator, list(pack.quests.goals))} so that {_pick(generator, list(pack.quests.reasons))}"


def _kit(generator: np.random.Generator, pack: ContentPack, adventurer: Adventurer) -> Inventory:
    """Treats from Ma (p. 20): weapon and light to hand, then the belt, then a full pack."""
    path = adventurer.path
    mastered = next(t.id for t in adventurer.talents if t.state == "mastered"
                    and t.id in pack.paths[path].talents)
    needed = list(pack.talents[mastered].requires_any_item[:1])
    weapon = needed[0] if needed and pack.items[needed[0]].weapon else _pick(generator, WEAPONS[path])
    luxurious = _pick(generator, LUXURIOUS[path])
    wanted = [weapon, *[n for n in needed if n != weapon], luxurious]
    wanted += list(COMMON[path][:5]) + list(ESSENTIALS)
    if pack.items[weapon].weapon and pack.weapons[pack.items[weapon].weapon].ammo:
        wanted.append(pack.weapons[pack.items[weapon].weapon].ammo)
    inventory, uid = Inventory(), 1
    hands: list[Carried | None] = [None, None]
    for item_id in wanted:
        item = pack.items[item_id]
        carried = _carried(uid, item_id, pack)
        uid += 1
        free_hands = [i for i, h in enumerate(hands) if h is None]
        if item.hands and (item.weapon or item.id.startswith("shield")) and len(free_hands) >= item.hands:
            for i in free_hands[: item.hands]:
                hands[i] = carried
            continue
        inventory = pack_space.stow_anywhere(inventory, carried, item) or inventory
    inventory = inventory.model_copy(update={"hands": tuple(hands)})
    filler = list(FILLER)
    while inventory.free("pack"):
        item_id = filler[(uid - 1) % len(filler)]
        inventory = pack_space.stow(inventory, _carried(uid, item_id, pack), pack.items[item_id],
                                    "pack")
        uid += 1
    clothes = Carried(uid=uid, item="clothes_common")
    return inventory.model_copy(update={"worn": (clothes,)})


def _carried(uid: int, item_id: str, pack: ContentPack) -> Carried:
    item = pack.items[item_id]
    flickers = item.light.flickers if item.light else None
    return Carried(uid=uid, item=item_id, count=item.stack, flickers=flickers)


def quick_adventurer(generator: np.random.Generator, pack: ContentPack, path: Suit, index: int) -> (
    Adventurer
):
    """One adventurer by the quick Call to Adventure (pp. 20–21)."""
    kith = _pick(generator, sorted(pack.kiths))
    kin = _pick(generator, list(pack.kiths[kith].kins))
    return _sheet(generator, pack, path, index, kith, kin,
                  lambda: _talents(generator, pack, path, kin))


def ultra_fast(generator: np.random.Generator, pack: ContentPack, path: Suit, index: int) -> (
    Adventurer
):
    """Ultra-fast creation (p. 126), for one who joins in the middle of a delve.

    The book asks only for a path, a kith and kin, the kin talent, one talent of the path and a
    name, and leaves the rest of the sheet open until play asks about it. Policy: an engine
    cannot leave a sheet open, so what would be settled later (attributes, motifs, quest,
    languages) is settled now the way quick creation settles it, and the newcomer carries the
    quick kit. The other path talents stay unknown rather than in training.
    """
    kith = _pick(generator, sorted(pack.kiths))
    kin = _pick(generator, list(pack.kiths[kith].kins))
    talent = _pick(generator, list(pack.paths[path].talents))
    talents = (Talent(id=pack.kins[kin].kin_talent, state="mastered"),
               Talent(id=talent, state="mastered"))
    return _sheet(generator, pack, path, index, kith, kin, lambda: talents)


def _sheet(generator: np.random.Generator, pack: ContentPack, path: Suit, index: int, kith: str,
           kin: str, talents: Callable[[], tuple[Talent, ...]]) -> Adventurer:
    """The rest of a sheet once kith and kin are known, drawn in the order quick creation always
    has (name, attributes, quest, motifs, languages, talents, kit), so a seed's guild never
    changes."""
    name, house = _name(generator, pack, kith)
    adventurer = Adventurer(
        id=f"a{index}",
        name=name,
        kith=kith,
        kin=kin,
        house=house,
        path=path,
        attributes=_attributes(generator, path),
        quest=_quest(generator, pack),
        motifs=_motifs(generator, pack),
        languages=_languages(generator, pack, kith),
        talents=talents(),
    )
    return adventurer.model_copy(update={"inventory": _kit(generator, pack, adventurer)})


def quick_guild(generator: np.random.Generator, pack: ContentPack, size: int = 3) -> Guild:
    """A guild of 1–4 by the quick Call to Adventure, step 6 included (pp. 20–21, 42–43)."""
    if not 1 <= size <= 4:
        raise ValueError(f"a quick guild has 1–4 adventurers, got size={size!r}")
    paths = [SUITS[int(i)] for i in generator.permutation(4)][:size]
    members = [quick_adventurer(generator, pack, path, i + 1) for i, path in enumerate(paths)]
    members = [
        m.model_copy(update={"bonds": tuple(
            Bond(target=o.id, kind=_pick(generator, BOND_KINDS)) for o in members if o.id != m.id
        )})
        for m in members
    ]
    # Policy (p. 43): the strongest sword arm leads; the sharpest eye takes the rear as look-out.
    order = sorted(members, key=lambda a: -a.attributes.swords)
    if len(order) > 2:
        lookout = max(order[1:], key=lambda a: a.attributes.pentacles)
        order = [a for a in order if a is not lookout] + [lookout]
    guild = Guild(
        name=_pick(generator, list(pack.guild.name_examples)),
        terms=pack.guild.default_terms,
        adventurers=tuple(members),
        marching_order=tuple(a.id for a in order),
        roles=tuple((m.id, _pick(generator, ROLES[m.path])) for m in members),
    )
    # The first adventurer's quest becomes the guild's; everyone agrees and gains 3 XP (p. 33).
    return fame.declare_quest(guild, members[0].quest)
