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

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from worm.content import ContentPack, constants
from worm.errors import WormError
from worm.gm import hunters, specializations
from worm.model.adventurer import Adventurer, Attributes, Bond, Talent
from worm.model.companion import Companion
from worm.model.guild import Guild
from worm.model.inventory import Carried, Inventory
from worm.rules import fame, monster_hunter, pack_space
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
# A bedroll is among them: without one, every night in camp is cold (p. 141).
FEED = "animal_feed"
FEED_PORTIONS = 3  # a Beast Master's animal sets out with three suppers (policy)
ESSENTIALS = (
    "ration", "ration", "ration", "flint_and_tinder", "bedroll", "rope", "poultice", "candle",
)  # fmt: skip
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


def _name(
    generator: np.random.Generator, pack: ContentPack, kith_id: str
) -> tuple[str, str | None]:
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


def descriptor(word: str) -> str:
    """A descriptor as a motif says it: the book's list writes some with their adverb after,
    in brackets ("Giggling (Often)", "Old (Very)"); a motif puts it first ("Often giggling")."""
    if word.endswith(")") and " (" in word:
        head, adverb = word[:-1].split(" (", 1)
        return f"{adverb} {head.lower()}"
    return word


def _motifs(generator: np.random.Generator, pack: ContentPack) -> tuple[str, ...]:
    """Three motifs, descriptor + profession (p. 24): origin, failed career, first foray."""
    motifs: list[str] = []
    while len(motifs) < constants.BOOK.motifs:
        motif = f"{descriptor(_pick(generator, list(pack.motifs.descriptors)))} "
        motif += _pick(generator, list(pack.motifs.professions)).lower()
        if motif not in motifs:
            motifs.append(motif)
    return tuple(motifs)


def _attributes(generator: np.random.Generator, path: Suit) -> Attributes:
    """4 on the path (step 1), then 1, 2, 3 on the others in the book's step order (p. 20)."""
    others = [suit for suit in SUITS if suit != path]
    order = generator.permutation(3)
    ratings = {path: 4} | {
        others[int(i)]: rating for i, rating in zip(order, (1, 2, 3), strict=True)
    }
    return Attributes(**ratings)


def _talents(
    generator: np.random.Generator, pack: ContentPack, path: Suit, kin: str
) -> tuple[Talent, ...]:
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
    goal = _pick(generator, list(pack.quests.goals))
    return f"{goal} so that {_pick(generator, list(pack.quests.reasons))}"


def _kit(generator: np.random.Generator, pack: ContentPack, adventurer: Adventurer) -> Inventory:
    """Treats from Ma (p. 20): weapon and light to hand, then the belt, then a full pack."""
    path = adventurer.path
    mastered = next(
        t.id
        for t in adventurer.talents
        if t.state == "mastered" and t.id in pack.paths[path].talents
    )
    needed = list(pack.talents[mastered].requires_any_item[:1])
    weapon = (
        needed[0] if needed and pack.items[needed[0]].weapon else _pick(generator, WEAPONS[path])
    )
    luxurious = _pick(generator, LUXURIOUS[path])
    wanted = [weapon, *[n for n in needed if n != weapon], luxurious]
    if mastered == "beast_master":  # an animal and its feed (p. 78); policy: three suppers
        wanted += [FEED] * (FEED_PORTIONS - needed.count(FEED))
    wanted += list(COMMON[path][:5]) + list(ESSENTIALS)
    weapon_type = pack.items[weapon].weapon
    ammo = pack.weapons[weapon_type].ammo if weapon_type else None
    if ammo:
        wanted.append(ammo)
    inventory, uid = Inventory(), 1
    hands: list[Carried | None] = [None, None]
    for item_id in wanted:
        item = pack.items[item_id]
        carried = _carried(uid, item_id, pack)
        uid += 1
        free_hands = [i for i, h in enumerate(hands) if h is None]
        held = item.weapon or item.id.startswith("shield")
        if item.hands and held and len(free_hands) >= item.hands:
            for i in free_hands[: item.hands]:
                hands[i] = carried
            continue
        inventory = pack_space.stow_anywhere(inventory, carried, item) or inventory
    inventory = inventory.model_copy(update={"hands": tuple(hands)})
    filler = list(FILLER)
    while inventory.free("pack"):
        item_id = filler[(uid - 1) % len(filler)]
        inventory = pack_space.stow(
            inventory, _carried(uid, item_id, pack), pack.items[item_id], "pack"
        )
        uid += 1
    clothes = Carried(uid=uid, item="clothes_common")
    return inventory.model_copy(update={"worn": (clothes,)})


def _carried(uid: int, item_id: str, pack: ContentPack) -> Carried:
    item = pack.items[item_id]
    flickers = item.light.flickers if item.light else None
    return Carried(uid=uid, item=item_id, count=item.stack, flickers=flickers)


def quick_adventurer(
    generator: np.random.Generator, pack: ContentPack, path: Suit, index: int
) -> Adventurer:
    """One adventurer by the quick Call to Adventure (pp. 20–21)."""
    kith = _pick(generator, sorted(pack.kiths))
    kin = _pick(generator, list(pack.kiths[kith].kins))
    return _sheet(
        generator, pack, path, index, kith, kin, lambda: _talents(generator, pack, path, kin)
    )


def ultra_fast(
    generator: np.random.Generator, pack: ContentPack, path: Suit, index: int
) -> Adventurer:
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
    talents = (
        Talent(id=pack.kins[kin].kin_talent, state="mastered"),
        Talent(id=talent, state="mastered"),
    )
    return _sheet(generator, pack, path, index, kith, kin, lambda: talents)


def _sheet(
    generator: np.random.Generator,
    pack: ContentPack,
    path: Suit,
    index: int,
    kith: str,
    kin: str,
    talents: Callable[[], tuple[Talent, ...]],
) -> Adventurer:
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
    adventurer = sworn(pack, adventurer)
    return adventurer.model_copy(update={"inventory": _kit(generator, pack, adventurer)})


def quick_guild(generator: np.random.Generator, pack: ContentPack, size: int = 3) -> Guild:
    """A guild of 1–4 by the quick Call to Adventure, step 6 included (pp. 20–21, 42–43)."""
    if not 1 <= size <= 4:
        raise ValueError(f"a quick guild has 1–4 adventurers, got size={size!r}")
    paths = [SUITS[int(i)] for i in generator.permutation(4)][:size]
    members = [quick_adventurer(generator, pack, path, i + 1) for i, path in enumerate(paths)]
    members = _named_apart(generator, pack, members)
    members = [
        m.model_copy(
            update={
                "bonds": tuple(
                    Bond(target=o.id, kind=_pick(generator, BOND_KINDS))
                    for o in members
                    if o.id != m.id
                )
            }
        )
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
    guild = guild.model_copy(update={"companions": companions_for(members, pack)})
    # The first adventurer's quest becomes the guild's; everyone agrees and gains 3 XP (p. 33).
    return fame.declare_quest(guild, members[0].quest)


def companions_for(members: Sequence[Adventurer], pack: ContentPack) -> tuple[Companion, ...]:
    """Policy (pp. 34, 78): each adventurer who starts with Beast Master mastered brings an
    animal, their familiar. The kind follows the adventurer's place in the guild through the
    animals table (no card or die is spent, so a seed's guild stays the same), and it comes
    already knowing the first command its kind is suited to."""
    kinds = list(pack.animals.values())
    found: list[Companion] = []
    for place, a in enumerate(members):
        talent = a.talent("beast_master")
        if talent is None or talent.state != "mastered":
            continue
        kind = kinds[place % len(kinds)]
        found.append(
            Companion(
                id=f"c{len(found) + 1}",
                kind=kind.id,
                name=kind.names[place % len(kind.names)],
                owner=a.id,
                commands=kind.suited[:1],
                familiar=True,
            )
        )
    return tuple(found)


def _named_apart(
    generator: np.random.Generator, pack: ContentPack, members: list[Adventurer]
) -> list[Adventurer]:
    """Policy: no two guild-mates share a name (the log and the typed commands name them).
    A name already taken is rolled again by the same kith's custom; only a clash draws more
    from the stream, so every guild without one is made exactly as before."""
    taken: set[str] = set()
    out = []
    for m in members:
        while m.name in taken:
            name, house = _name(generator, pack, m.kith)
            m = m.model_copy(update={"name": name, "house": house if house else m.house})
        taken.add(m.name)
        out.append(m)
    return out


# --- The Call to Adventure step by step (pp. 20–21) ----------------------------------------------
# The player makes the choices the book hands to a player; whatever is left open (None) the same
# seeded stream settles, in one fixed order, so one seed and one set of choices make one guild.


@dataclass(frozen=True, slots=True)
class Plan:
    """One adventurer's choices in the Call to Adventure; None leaves a choice to the stream.

    ``low`` holds the attributes given the 1 (step 2, Fitting in) and the 2 (step 3, Failed
    career); the 3 goes to the one left (step 5) and the 4 to the path (step 1). ``motifs`` are
    the origin, failed-career and first-foray motifs in that order (p. 20). ``hated`` and
    ``quarry`` are a Monster Hunter's foe ("Beast Hunter"…) and specialization (a monster id),
    chosen with the talent (p. 70); left open, the GM names them from the motifs.
    """

    kith: str | None = None
    kin: str | None = None
    house: str | None = None
    path: Suit | None = None
    mastered: str | None = None
    name: str | None = None
    low: tuple[Suit | None, Suit | None] = (None, None)
    motifs: tuple[str | None, str | None, str | None] = (None, None, None)
    quest: str | None = None
    languages: tuple[str, str] | None = None
    hated: str | None = None
    quarry: str | None = None


@dataclass(frozen=True, slots=True)
class GuildPlan:
    """The guild's own choices (step 6, pp. 42–43); adventurers are named by 1-based index.

    ``bonds`` holds (from, to, bond type) triples; a missing pair is rolled. ``marching`` lists
    the adventurers first to last. ``roles`` holds one role (or None) per adventurer.
    ``quest_of`` names the adventurer whose quest the guild declares first (p. 33).
    """

    name: str | None = None
    bonds: tuple[tuple[int, int, str], ...] = ()
    marching: tuple[int, ...] | None = None
    roles: tuple[str | None, ...] = ()
    quest_of: int | None = None


NAME_MAX, MOTIF_MAX, QUEST_MAX = 40, 40, 160  # policy: long enough for any sheet line


def roll_name(
    generator: np.random.Generator, pack: ContentPack, kith: str, house: str | None = None
) -> str:
    """A name by the kith's custom (pp. 51, 55, 59, 63); a human of a chosen house bears it."""
    if pack.kiths[kith].names.surname_rule == "house" and house is not None:
        names = pack.kiths[kith].names
        female = bool(generator.integers(2))
        given = _pick(generator, list(names.given_female if female else names.given_male))
        return f"{given} of House {pack.houses[house].name}"
    return _name(generator, pack, kith)[0]


def roll_motif(
    generator: np.random.Generator, pack: ContentPack, avoid: tuple[str, ...] | list[str] = ()
) -> str:
    """One motif, descriptor + profession (p. 24), unlike any in ``avoid``."""
    taken = {m.casefold() for m in avoid}
    while True:
        motif = f"{descriptor(_pick(generator, list(pack.motifs.descriptors)))} "
        motif += _pick(generator, list(pack.motifs.professions)).lower()
        if motif.casefold() not in taken:
            return motif


def roll_quest(generator: np.random.Generator, pack: ContentPack) -> str:
    """A quest (p. 24), as quick creation makes one."""
    return _quest(generator, pack)


def roll_guild_name(generator: np.random.Generator, pack: ContentPack) -> str:
    """A guild name from the book's examples (p. 42)."""
    return _pick(generator, list(pack.guild.name_examples))


def path_talents(pack: ContentPack, path: Suit, kin: str, mastered: str) -> tuple[Talent, ...]:
    """The kin talent and the chosen path talent mastered, the other six in training (p. 20)."""
    talents = [Talent(id=pack.kins[kin].kin_talent, state="mastered")]
    talents += [
        Talent(id=t, state="mastered" if t == mastered else "in_training")
        for t in pack.paths[path].talents
    ]
    return tuple(talents)


def plan_problems(
    pack: ContentPack, plans: Sequence[Plan], guild: GuildPlan = GuildPlan()
) -> list[str]:
    """Every choice the book would not allow, one line each; empty when the plans are sound."""
    found: list[str] = []
    if not 1 <= len(plans) <= 4:
        found.append(f"a guild here has 1–4 adventurers, got {len(plans)}")
    for number, plan in enumerate(plans, 1):
        found += [f"adventurer {number}: {p}" for p in _one_plan_problems(pack, plan)]
    names = [p.name.strip().casefold() for p in plans if p.name]
    if len(set(names)) != len(names):
        found.append("two adventurers share a name")
    found += _guild_plan_problems(pack, len(plans), guild)
    return found


def _text_problem(what: str, value: str | None, limit: int) -> list[str]:
    if value is None:
        return []
    if not value.strip():
        return [f"the {what} is blank"]
    if len(value.strip()) > limit:
        return [f"the {what} is longer than {limit} characters"]
    return []


def _one_plan_problems(pack: ContentPack, plan: Plan) -> list[str]:
    found = _origin_problems(pack, plan) + _path_problems(pack, plan)
    found += _text_problem("name", plan.name, NAME_MAX)
    for motif in plan.motifs:
        found += _text_problem("motif", motif, MOTIF_MAX)
    motifs = [m.strip().casefold() for m in plan.motifs if m]
    if len(set(motifs)) != len(motifs):
        found.append("the three motifs must differ (p. 24)")
    found += _text_problem("quest", plan.quest, QUEST_MAX)
    found += _hunt_problems(pack, plan)
    if plan.languages is not None:
        if len(set(plan.languages)) != 2 or any(x not in pack.languages for x in plan.languages):
            found.append(f"needs two different known languages, got {plan.languages} (p. 29)")
    return found


def _origin_problems(pack: ContentPack, plan: Plan) -> list[str]:
    """Kith, kin and house: each known, and the three agreeing (pp. 23, 51)."""
    found: list[str] = []
    if plan.kith is not None and plan.kith not in pack.kiths:
        found.append(f"no kith {plan.kith!r} (p. 23)")
    if plan.kin is not None:
        kin = pack.kins.get(plan.kin)
        if kin is None:
            found.append(f"no kin {plan.kin!r} (p. 23)")
        elif plan.kith is not None and kin.kith != plan.kith:
            found.append(f"kin {plan.kin!r} is not of kith {plan.kith!r} (p. 23)")
    if plan.house is not None:
        if plan.house not in pack.houses:
            found.append(f"no house {plan.house!r} (p. 52)")
        if plan.kith not in (None, "humans") or plan.kin not in (None, "human"):
            found.append("only humans belong to a house (p. 51)")
    return found


def _path_problems(pack: ContentPack, plan: Plan) -> list[str]:
    """Path, its mastered talent, and the 1 and the 2 (pp. 20, 23, 67)."""
    found: list[str] = []
    if plan.path is not None and plan.path not in SUITS:
        found.append(f"no path {plan.path!r} (p. 67)")
    if plan.mastered is not None:
        talent = pack.talents.get(plan.mastered)
        if talent is None or talent.source != "path":
            found.append(f"{plan.mastered!r} is not a path talent (p. 20)")
        elif plan.path is not None and plan.mastered not in pack.paths[plan.path].talents:
            found.append(f"{plan.mastered!r} is not a talent of the path of {plan.path} (p. 20)")
    low = [s for s in plan.low if s is not None]
    if any(s not in SUITS for s in low):
        found.append(f"unknown attribute among {low} (p. 23)")
    if len(set(low)) != len(low) or (plan.path is not None and plan.path in low):
        found.append("the 1 and the 2 go to two attributes other than the path's (p. 20)")
    return found


def _hunt_problems(pack: ContentPack, plan: Plan) -> list[str]:
    """A hated foe and specialization: only for a path that gives Monster Hunter, a foe of the
    book's six, and a creature that counts for it (p. 70)."""
    if plan.hated is None and plan.quarry is None:
        return []
    if plan.path is None or monster_hunter.TALENT not in pack.paths[plan.path].talents:
        return ["only a Monster Hunter chooses a hated foe: choose a path that teaches it (p. 70)"]
    found: list[str] = []
    if plan.hated is not None and plan.hated not in hunters.FOES.values():
        found.append(f"no hated foe {plan.hated!r}: one of {', '.join(hunters.FOES.values())}")
    elif plan.quarry is not None:
        wide = plan.quarry in specializations.choices(pack)  # a kith or a far realm
        if plan.quarry not in pack.monsters and not wide:
            found.append(f"no creature {plan.quarry!r} to specialize in (p. 70)")
        elif plan.hated is not None and plan.hated not in hunters.foes(pack, plan.quarry):
            name = specializations.label(pack, plan.quarry)
            found.append(f"{name} are no prey of a {plan.hated} (p. 70)")
    return found


def _guild_plan_problems(pack: ContentPack, size: int, guild: GuildPlan) -> list[str]:
    found = _text_problem("guild name", guild.name, NAME_MAX)
    pairs = [(a, b) for a, b, _ in guild.bonds]
    if len(set(pairs)) != len(pairs):
        found.append("a Bond is declared twice")
    for a, b, kind in guild.bonds:
        if not (1 <= a <= size and 1 <= b <= size) or a == b:
            found.append(f"a Bond from {a} to {b} names no guild-mate (p. 26)")
        if kind not in pack.bonds:
            found.append(f"no bond type {kind!r} (p. 26)")
    if guild.marching is not None and sorted(guild.marching) != list(range(1, size + 1)):
        found.append(f"the marching order {guild.marching} must name each adventurer once (p. 43)")
    if guild.roles and len(guild.roles) != size:
        found.append(f"{len(guild.roles)} roles for {size} adventurers")
    for role in guild.roles:
        found += _text_problem("role", role, NAME_MAX)
    if guild.quest_of is not None and not 1 <= guild.quest_of <= size:
        found.append(f"no adventurer {guild.quest_of} to take the quest from")
    return found


def planned_adventurer(
    generator: np.random.Generator, pack: ContentPack, plan: Plan, index: int
) -> Adventurer:
    """One adventurer from a full or partial plan (pp. 20–21); the plan's path must be set.

    What the plan leaves open is drawn in one fixed order: kith, kin, house, name, the 1 and
    the 2, quest, motifs, languages, mastered talent, then the kit (Treats from Ma by quick
    creation's policy, since the market is not offered step by step).
    """
    if plan.path is None:
        raise WormError("planned_adventurer needs the plan's path")
    path = plan.path
    kith = plan.kith or (
        pack.kins[plan.kin].kith
        if plan.kin
        else "humans"
        if plan.house
        else _pick(generator, sorted(pack.kiths))
    )
    kin = plan.kin or _pick(generator, list(pack.kiths[kith].kins))
    house = plan.house
    if house is None and pack.kiths[kith].names.surname_rule == "house":
        house = _pick(generator, sorted(pack.houses))
    name = plan.name.strip() if plan.name else roll_name(generator, pack, kith, house)
    others = [suit for suit in SUITS if suit != path]
    one = plan.low[0] or _pick(generator, [s for s in others if s != plan.low[1]])
    two = plan.low[1] or _pick(generator, [s for s in others if s != one])
    three = next(s for s in others if s not in (one, two))
    attributes = Attributes(**{path: 4, one: 1, two: 2, three: 3})
    quest = plan.quest.strip() if plan.quest else _quest(generator, pack)
    motifs: list[str] = [m.strip() for m in plan.motifs if m]
    chosen = [m.strip() if m else None for m in plan.motifs]
    for slot, motif in enumerate(chosen):
        if motif is None:
            rolled = roll_motif(generator, pack, motifs)
            chosen[slot] = rolled
            motifs.append(rolled)
    languages = plan.languages or _languages(generator, pack, kith)
    mastered = plan.mastered or _pick(generator, list(pack.paths[path].talents))
    adventurer = Adventurer(
        id=f"a{index}",
        name=name,
        kith=kith,
        kin=kin,
        house=house,
        path=path,
        attributes=attributes,
        quest=quest,
        motifs=tuple(m for m in chosen if m is not None),
        languages=tuple(languages),
        talents=path_talents(pack, path, kin, mastered),
    )
    adventurer = sworn(pack, _hunting(pack, plan, adventurer))
    return adventurer.model_copy(update={"inventory": _kit(generator, pack, adventurer)})


def _hunting(pack: ContentPack, plan: Plan, adventurer: Adventurer) -> Adventurer:
    """The hated foe and specialization the player chose (p. 70), where they chose them: a foe
    alone takes the kind the GM would name for it (``worm.gm.hunters.suggested``), a kind alone
    the first foe it counts for. Unchosen, ``sworn`` lets the GM name both."""
    if adventurer.talent(monster_hunter.TALENT) is None or not (plan.hated or plan.quarry):
        return adventurer
    quarry = plan.quarry or hunters.suggested(pack, adventurer.motifs, plan.hated or "")
    if quarry is None:
        return adventurer
    hated = plan.hated or hunters.foes(pack, quarry)[0]
    return adventurer.model_copy(update={"quarry": quarry, "hated": hated})


def sworn(pack: ContentPack, adventurer: Adventurer) -> Adventurer:
    """Monster Hunter's foe and specialization are chosen when the talent is trained or
    mastered (p. 70), so an adventurer who starts with it, either way, starts hunting: the GM
    names them from the motifs (policy ``worm.gm.hunters.sworn``), and the player may change
    them as a City Action. No card or die is spent, so a seed's guild stays the same."""
    if adventurer.talent(monster_hunter.TALENT) is None or adventurer.quarry is not None:
        return adventurer
    chosen = hunters.sworn(pack, adventurer.motifs)
    if chosen is None:
        return adventurer
    return adventurer.model_copy(update={"quarry": chosen[0], "hated": chosen[1]})


def planned_guild(
    generator: np.random.Generator,
    pack: ContentPack,
    plans: Sequence[Plan],
    guild: GuildPlan = GuildPlan(),
) -> Guild:
    """A guild of 1–4 from the player's plans, the stream settling what they leave open.

    Open paths go to paths nobody chose while there are such (quick creation's policy); open
    Bonds, marching order, roles and guild name are settled as quick creation settles them.
    Raises a WormError naming every unsound choice.
    """
    problems = plan_problems(pack, plans, guild)
    if problems:
        raise WormError("; ".join(problems))
    order = [SUITS[int(i)] for i in generator.permutation(4)]
    pool = [suit for suit in order if suit not in {p.path for p in plans}]
    paths: list[Suit] = []
    for plan in plans:
        if plan.path is None and not pool:
            pool = list(order)
        paths.append(plan.path if plan.path is not None else pool.pop(0))
    members = [
        planned_adventurer(generator, pack, replace(plan, path=path), number)
        for number, (plan, path) in enumerate(zip(plans, paths, strict=True), 1)
    ]
    chosen_bonds = {(a, b): kind for a, b, kind in guild.bonds}
    members = [
        m.model_copy(
            update={
                "bonds": tuple(
                    Bond(target=o.id, kind=chosen_bonds.get((i, j)) or _pick(generator, BOND_KINDS))
                    for j, o in enumerate(members, 1)
                    if j != i
                )
            }
        )
        for i, m in enumerate(members, 1)
    ]
    if guild.marching is not None:
        marching = [members[i - 1] for i in guild.marching]
    else:  # quick creation's policy (p. 43): the strongest arm first, the sharpest eye last
        marching = sorted(members, key=lambda a: -a.attributes.swords)
        if len(marching) > 2:
            lookout = max(marching[1:], key=lambda a: a.attributes.pentacles)
            marching = [a for a in marching if a is not lookout] + [lookout]
    roles = list(guild.roles) or [None] * len(members)
    made = Guild(
        name=guild.name.strip() if guild.name else roll_guild_name(generator, pack),
        terms=pack.guild.default_terms,
        adventurers=tuple(members),
        marching_order=tuple(a.id for a in marching),
        roles=tuple(
            (m.id, role.strip() if role else _pick(generator, ROLES[m.path]))
            for m, role in zip(members, roles, strict=True)
        ),
    )
    made = made.model_copy(update={"companions": companions_for(members, pack)})
    first = members[(guild.quest_of or 1) - 1]
    return fame.declare_quest(made, first.quest)
