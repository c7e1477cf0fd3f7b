"""Policy: the numbers a creature fights with in a Challenge (Appendix C, pp. 242–252).

``statblock(pack, id)`` turns a monster of the seeds (monsters.toml), a bestiary entry
(bestiary.toml) or a named character (characters.toml) into one ``Statblock``: attributes,
Health/Defense as ``Part``s, dooms, notes, and the flags the Challenge needs (rules digest §2,
§32). The book leaves most of this to the GM; worm decides it the same way every time:

- Look-up order. Monsters first, then the bestiary, then characters. An id in two tables
  (``cockatrice``) is the monster: the creature the dungeon places.
- Monster with a ``base`` (p. 381, rebranding). Attributes, HD or pools, notes and dooms are
  the bestiary entry's; size is the monster's. ``raise`` is not applied: a lord's base already
  holds its raised attribute (the Locust Lich has the Yellow King's Wands 6).
  Policy (p. 243, any template detail may change): where the monster's threat differs from its
  base's (Origami Golems are minions on the Animate Statue, Vampire Spawn strategists on the
  Vampire) the threat wins for the numbers: attributes and HD come from the monster's threat
  template. Where theme or threat differs, the base's copies of the old template's required
  notes go (the brute's Tough) and the new template's required notes come in (an undead
  dragon gains Breathless and Undreaming and Rotting Brains). The base's dooms stay.
- Monster without a base (p. 242, theme + threat). Attributes, HD and greater dooms come from
  the threat, lesser dooms and notes from the theme; the threat's required notes are added and
  optional ones (Strange Body, the elite's Invulnerable …) left out, as they need details the
  entry does not give. A lord lifts its ``raise`` suit to the template's 6 (p. 251).
  A theme with ``choose`` (the beast's one of four) picks that many lesser dooms; the greater
  dooms number the low end of the threat's range plus 0 or 1 (brute, strategist, elite: one
  or two). Both picks are deterministic: each candidate is ranked by the SHA-256 digest of
  ``"<id>/<doom name>"`` (and the count by that of ``"<id>/greater"``), never by ``hash()``,
  so a creature fights the same in every process. The picked dooms keep the template's order.
- Lord without a base and without pools of its own. Policy (p. 251 asks for several pools):
  two, split from a total of 10 Health and 12 Defense: a core ``body`` 6/8 and a non-core
  ``ward`` 4/4 (whatever shields the lord: guards, armour, a relic). The body alone takes 14
  Wounds, more than an elite's 12; the lord is beaten when the body falls. The ward carries
  no rule of its own here: it is one more part to attack, and what it shields while it
  stands is for the Challenge to decide.
- ``common=True`` fights the ordinary copies of a lord its level also lists among common
  monsters (Xania, p. 355): its ``common_threat`` in place of the lord's template. For any
  other monster it changes nothing; bestiary entries and characters ignore it.
- Characters fight as people (p. 248: Man has no template). Theme ``man``; HD 5/1, the
  person block a well-known fan reference uses, since the book gives none; the strategist's
  attributes 1/4/2/3, because the named characters are talkers rather than fighters; no
  dooms or notes. Size is read off the first size word of the character's summary (tiny,
  huge …), human if there is none.
- Summoned (``SUMMONS``, ids ``summoned:…``): what a creature calls into a fight. Call Bats'
  cloud (p. 282) is a beast minion built as a monster is, with HD 2/0; Faithful Servant's
  clone of the guild's dead (p. 269) fights as a person with HD 1/0. Neither is a kind the
  dungeon places.
- Lords' pools: each pool is a ``Part``; their notes and dooms are flattened into the
  statblock (a doom two pools share once). ``tough`` reads only the creature's own notes:
  the Sporehulk's Torso lists Tough among the flattened notes, but the flag stays off, as
  the Legs and Arms are not Tough (which pool a note belongs to is in bestiary.toml).
- ``tough``: a note named Tough, or Fleshless, which carries the same rule (p. 277).
- ``falls_apart`` (p. 125, "not living"): the undead theme, a Construct note, or a monster
  built as a made thing without a base (``CONSTRUCTS``).
- ``mindless``: words do not reach it, so no parley and no Banter (p. 119). A monster is
  mindless when it does not talk and any base it has is mindless; a character when it does
  not talk; a bestiary entry unless the book gives it a language, spoken or understood,
  telepathy, or shows it speaking or bargaining (``SPEAKING``).
- ``morale_immune``: never flees nor yields: mindless and either falling apart (mindless
  undead, constructs) or impossible to Wound (the Bloodybones).
"""

from __future__ import annotations

import hashlib
import re
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, replace

from worm.content.denizens import Creature, Doom, Note, Theme, Threat
from worm.content.models import ContentPack
from worm.content.monsters import Monster
from worm.content.personality import Character
from worm.content.stocking import Person

SUITS = ("swords", "pentacles", "cups", "wands")
LARGER = frozenset({"large", "huge"})  # p. 121: each enemy bigger than a person adds a GM card
TOUGH = frozenset({"Tough", "Fleshless"})
CONSTRUCT = "Construct"
CONSTRUCTS = frozenset({"the_truesilver_golem"})
"""Monsters without a base that are made things, not living ones."""

SPEAKING = frozenset(
    {
        "animate_statue",
        "devil_gluttony",
        "harpy",
        "imp",
        "lich_yellow_king",
        "lion",
        "nymph",
        "ogre",
        "vampire",
        "wraith",
    }
)
"""Bestiary entries with no language listed whose entry still shows a mind words can reach."""

PERSON = (5, 1)  # HD of a named character (policy; the book has no person template)
PERSON_THEME = "man"
PERSON_THREAT = "strategist"

LORD_POOLS = (("body", "Body", 6, 8, True), ("ward", "Ward", 4, 4, False))
"""A lord without pools of its own: 10 Health and 12 Defense in all, the body core."""

SIZE_WORDS = {
    "tiny": "small",
    "small": "small",
    "little": "small",
    "large": "large",
    "big": "large",
    "huge": "huge",
    "giant": "huge",
    "enormous": "huge",
    "immense": "huge",
}
_SIZE_WORD = re.compile(r"\b(" + "|".join(SIZE_WORDS) + r")\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Part:
    """One pool of a dungeon lord (p. 251), or the one HD of any other creature."""

    id: str
    name: str
    health: int | None  # None: nothing can Wound it (the Bloodybones)
    defense: int
    core: bool  # the creature is beaten once every core part is down
    dooms: tuple[str, ...] = ()  # the names of the dooms it carries, lost when it falls
    notes: tuple[str, ...] = ()  # likewise its notes
    hidden: bool = False  # no Attack in a fight can find it (p. 270)
    behind: str | None = None  # the part that must fall before melee reaches it (p. 279)
    rune_on: str | None = None  # a rune of protection on that part: the rest glances (p. 279)
    effects: tuple[str, ...] = ()  # effects that work on it (the crown's notch, disarm)


@dataclass(frozen=True, slots=True)
class Statblock:
    """What a creature fights with (p. 244), and the flags the Challenge reads off it."""

    id: str
    name: str
    size: str
    threat: str
    theme: str
    swords: int | None
    pentacles: int | None
    cups: int | None
    wands: int | None
    health_suits: tuple[str, ...]
    parts: tuple[Part, ...]
    lesser: tuple[Doom, ...]
    greater: tuple[Doom, ...]
    notes: tuple[Note, ...]
    elite: bool  # p. 121: +2 GM cards
    lord: bool  # p. 121: +3 GM cards
    larger: bool  # p. 121: +1 GM card each
    tough: bool  # a tie does not beat its Initiative
    falls_apart: bool  # Health 0 destroys it, no Death's Door (p. 125)
    mindless: bool
    morale_immune: bool

    def attribute(self, suit: str, health: int | None = None) -> int:
        """The value of ``suit``; one tied to Health (the slime's) needs the current ``health``."""
        if suit not in SUITS:
            raise ValueError(f"{suit!r} is not a suit: use one of {list(SUITS)}")
        value: int | None = getattr(self, suit)
        if value is not None:
            return value
        if health is None:
            raise ValueError(f"{self.name}'s {suit} equals its current Health: pass health")
        return health


def without(block: Statblock, fallen: frozenset[str]) -> Statblock:
    """``block`` with the dooms and notes of its ``fallen`` parts gone (p. 251): a pool's
    powers last only while it stands. What a standing part or the creature itself also holds
    stays. Memoised per block and fallen parts."""
    if not fallen:
        return block
    key = (id(block), fallen)
    found = _WITHOUT.get(key)
    if found is not None and found[0] is block:
        return found[1]
    gone_dooms = {d for p in block.parts if p.id in fallen for d in p.dooms}
    gone_notes = {n for p in block.parts if p.id in fallen for n in p.notes}
    kept_dooms = {d for p in block.parts if p.id not in fallen for d in p.dooms}
    kept_notes = {n for p in block.parts if p.id not in fallen for n in p.notes}
    lost_dooms, lost_notes = gone_dooms - kept_dooms, gone_notes - kept_notes
    trimmed = replace(
        block,
        lesser=tuple(d for d in block.lesser if d.name not in lost_dooms),
        greater=tuple(d for d in block.greater if d.name not in lost_dooms),
        notes=tuple(n for n in block.notes if n.name not in lost_notes),
    )
    _WITHOUT[key] = (block, trimmed)
    return trimmed


_WITHOUT: dict[tuple[int, frozenset[str]], tuple[Statblock, Statblock]] = {}
"""``without``'s memo: the block is kept beside its trimmed copy, so an id is never reused
while its entry lives."""


def lost_with(block: Statblock, part: str, fallen: frozenset[str]) -> tuple[str, ...]:
    """The names of the dooms and notes that go when ``part`` falls, the ``fallen`` ones
    already down: those no standing part and not the creature itself still holds."""
    before, after = without(block, fallen), without(block, fallen | {part})
    names = [*(d.name for d in (*before.lesser, *before.greater)), *(n.name for n in before.notes)]
    still = {*(d.name for d in (*after.lesser, *after.greater)), *(n.name for n in after.notes)}
    return tuple(dict.fromkeys(name for name in names if name not in still))


def statblock(pack: ContentPack, creature: str, *, common: bool = False) -> Statblock:
    """The statblock of a monster, bestiary or character id, memoised per pack and id.

    With ``common``, a lord its level also lists among the common monsters fights as one of
    the ordinary copies (its ``common_threat``).
    """
    memo = _memo(pack)
    key = (creature, common)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _build(pack, creature, common)
    return found


_MEMOS: dict[int, dict[tuple[str, bool], Statblock]] = {}


def _memo(pack: ContentPack) -> dict[tuple[str, bool], Statblock]:
    """The pack's memo; a pack is not hashable, so it is kept by identity until it dies."""
    memo = _MEMOS.get(id(pack))
    if memo is None:
        memo = _MEMOS[id(pack)] = {}
        weakref.finalize(pack, _MEMOS.pop, id(pack), None)
    return memo


def _build(pack: ContentPack, creature: str, common: bool) -> Statblock:
    if creature in pack.monsters:
        monster = pack.monsters[creature]
        return _monster(pack, monster, monster.encounter_threat if common else monster.threat)
    if creature in pack.bestiary:
        return _bestiary(pack.bestiary[creature])
    if creature in pack.characters:
        return _character(pack.characters[creature], pack.threats[PERSON_THREAT])
    person = hook_person(pack, creature)
    if person is not None:
        return _person(creature, person, pack.threats[PERSON_THREAT])
    if creature in SUMMONS:
        return _summoned(pack, creature)
    raise ValueError(
        f"no creature with id {creature!r}: it is in none of monsters.toml, bestiary.toml, "
        "characters.toml and the hooks' people"
    )


def _bestiary(entry: Creature) -> Statblock:
    """A bestiary entry with its own numbers (pp. 253–288)."""
    return _assemble(
        entry.id,
        entry.name,
        entry.size,
        entry.theme,
        entry.threat,
        attributes=_attributes_of(entry),
        health_suits=entry.attributes_equal_health,
        parts=_parts_of(entry),
        dooms=entry.all_dooms(),
        notes=entry.notes,
        pool_notes=_pool_notes(entry),
        mindless=_wordless(entry),
    )


def _wordless(entry: Creature) -> bool:
    """Whether words cannot reach a bestiary entry: no language, no telepathy, no speech."""
    return not (entry.speaks or entry.understands or entry.telepathic or entry.id in SPEAKING)


def _monster(pack: ContentPack, monster: Monster, threat_id: str) -> Statblock:
    theme, threat = pack.themes[monster.theme], pack.threats[threat_id]
    if monster.base is not None:
        return _rebranded(pack, monster, pack.bestiary[monster.base], theme, threat)
    attributes = _template_attributes(threat, monster.raise_)
    lesser = _pick(monster.id, theme.dooms, theme.choose or len(theme.dooms))
    greater = _pick(monster.id, threat.dooms, _greater_count(monster.id, threat))
    return _assemble(
        monster.id,
        monster.name,
        monster.size,
        theme.id,
        threat.id,
        attributes=attributes,
        health_suits=(),
        parts=_template_parts(threat),
        dooms=(*lesser, *greater),
        notes=_required(theme.notes, threat.notes),
        pool_notes=(),
        mindless=not monster.talks,
        construct=monster.id in CONSTRUCTS,
    )


def _rebranded(
    pack: ContentPack, monster: Monster, base: Creature, theme: Theme, threat: Threat
) -> Statblock:
    """A monster on a bestiary entry (p. 381): the entry's numbers, the monster's size."""
    old_theme, old_threat = pack.themes[base.theme], pack.threats[base.threat]
    if threat.id == base.threat:
        attributes, health_suits = _attributes_of(base), base.attributes_equal_health
        parts = _parts_of(base)
    else:
        attributes, health_suits = _template_attributes(threat, monster.raise_), ()
        parts = _template_parts(threat)
    swapped = [
        (old, new) for old, new in ((old_theme, theme), (old_threat, threat)) if old.id != new.id
    ]
    dropped = {note.name for old, _ in swapped for note in _required(old.notes)}
    added = _required(*(new.notes for _, new in swapped))
    notes = _unique((*(n for n in base.notes if n.name not in dropped), *added))
    return _assemble(
        monster.id,
        monster.name,
        monster.size,
        theme.id,
        threat.id,
        attributes=attributes,
        health_suits=health_suits,
        parts=parts,
        dooms=base.all_dooms(),
        notes=notes,
        pool_notes=_pool_notes(base),
        mindless=not monster.talks and _wordless(base),
        construct=monster.id in CONSTRUCTS,
    )


HOOK_PERSON = "person:"
"""How the id of one of a hook's people begins: ``person:<hook>:<end>:<n>``, the n-th of the
hook's people at that end (``worm.gm.people``)."""


def hook_person(pack: ContentPack, creature: str) -> Person | None:
    """The hook person with id ``creature``, if there is one."""
    parts = creature.removeprefix(HOOK_PERSON).split(":")
    if (
        not creature.startswith(HOOK_PERSON)
        or len(parts) != 3
        or not (parts[2].isascii() and parts[2].isdigit())
    ):
        return None
    hook = pack.hooks.get(parts[0])
    at_end = [p for p in hook.people if p.end == parts[1]] if hook is not None else []
    return at_end[int(parts[2])] if int(parts[2]) < len(at_end) else None


SUMMONED = "summoned:"
BATS = f"{SUMMONED}bats"
CLONE = f"{SUMMONED}clone"
SUMMONS = {
    BATS: ("cloud of bats", "small", "beast", "minion", (2, 0)),
    CLONE: ("clone", "human", PERSON_THEME, PERSON_THREAT, (1, 0)),
}
"""What a creature calls into a fight (pp. 269, 282): a cloud of bats, an HD 2/0 beast minion;
a clone of one of the guild's dead, HD 1/0, fighting as a person (p. 248: the strategist's
numbers, as a named character's; policy). Name, size, theme, threat and HD."""


def _summoned(pack: ContentPack, creature: str) -> Statblock:
    """One of the ``SUMMONS``: a beast minion built as a monster is (its theme's pick of
    lesser dooms and notes, its threat's numbers), or a person, with the HD the rule gives."""
    name, size, theme_id, threat_id, (health, defense) = SUMMONS[creature]
    threat = pack.threats[threat_id]
    if theme_id == PERSON_THEME:
        return _as_person(creature, name, size, threat, (health, defense), talks=True)
    theme = pack.themes[theme_id]
    return _assemble(
        creature,
        name,
        size,
        theme.id,
        threat.id,
        attributes=_template_attributes(threat, None),
        health_suits=(),
        parts=(Part("body", "Body", health, defense, True),),
        dooms=(
            *_pick(creature, theme.dooms, theme.choose or len(theme.dooms)),
            *_pick(creature, threat.dooms, _greater_count(creature, threat)),
        ),
        notes=_required(theme.notes, threat.notes),
        pool_notes=(),
        mindless=True,
    )


def _person(creature: str, person: Person, threat: Threat) -> Statblock:
    """A hook's person fights as a person does (p. 248), sized by its name ("hulking")."""
    found = _SIZE_WORD.search(person.name.replace("hulking", "large"))
    size = SIZE_WORDS[found.group(1).lower()] if found else "human"
    health, defense = PERSON
    return _as_person(creature, f"the {person.name}", size, threat, (health, defense), person.talks)


def _character(character: Character, threat: Threat) -> Statblock:
    """A named character fights as a person (p. 248): HD 5/1 and the strategist's numbers."""
    found = _SIZE_WORD.search(character.summary)
    size = SIZE_WORDS[found.group(1).lower()] if found else "human"
    health, defense = PERSON
    return _as_person(
        character.id, character.name, size, threat, (health, defense), character.talks
    )


def _as_person(
    key: str, name: str, size: str, threat: Threat, numbers: tuple[int, int], talks: bool
) -> Statblock:
    """One who fights as a person (p. 248): one body of ``numbers`` (Health, Defense), no
    dooms or notes, mindless unless it talks."""
    health, defense = numbers
    return _assemble(
        key,
        name,
        size,
        PERSON_THEME,
        threat.id,
        attributes=_template_attributes(threat, None),
        health_suits=(),
        parts=(Part("body", "Body", health, defense, True),),
        dooms=(),
        notes=(),
        pool_notes=(),
        mindless=not talks,
    )


def _assemble(
    creature: str,
    name: str,
    size: str,
    theme: str,
    threat: str,
    *,
    attributes: dict[str, int | None],
    health_suits: tuple[str, ...],
    parts: tuple[Part, ...],
    dooms: Iterable[Doom],
    notes: Iterable[Note],
    pool_notes: Iterable[Note],
    mindless: bool,
    construct: bool = False,
) -> Statblock:
    """One statblock, its flags worked out from what it holds."""
    own = tuple(notes)
    dooms = tuple(dooms)
    names = {note.name for note in own}
    falls_apart = theme == "undead" or construct or CONSTRUCT in names
    unwoundable = any(part.health is None for part in parts)
    return Statblock(
        id=creature,
        name=name,
        size=size,
        threat=threat,
        theme=theme,
        swords=attributes["swords"],
        pentacles=attributes["pentacles"],
        cups=attributes["cups"],
        wands=attributes["wands"],
        health_suits=tuple(health_suits),
        parts=parts,
        lesser=tuple(doom for doom in dooms if doom.kind == "lesser"),
        greater=tuple(doom for doom in dooms if doom.kind == "greater"),
        notes=_unique((*own, *pool_notes)),
        elite=threat == "elite",
        lord=threat == "dungeon_lord",
        larger=size in LARGER,
        tough=bool(names & TOUGH),
        falls_apart=falls_apart,
        mindless=mindless,
        morale_immune=mindless and (falls_apart or unwoundable),
    )


def _attributes_of(entry: Creature) -> dict[str, int | None]:
    return {suit: getattr(entry, suit) for suit in SUITS}


def _template_attributes(threat: Threat, raised: str | None) -> dict[str, int | None]:
    """The threat's attributes, a lord's chosen suit lifted to the template's 6 (p. 251)."""
    values: dict[str, int | None] = {suit: getattr(threat, suit) for suit in SUITS}
    if raised is not None and threat.raise_one_to is not None:
        values[raised] = max(threat.raise_one_to, values[raised] or 0)
    return values


def _parts_of(entry: Creature) -> tuple[Part, ...]:
    """A bestiary entry's pools, or its one HD; infinite Health becomes ``None``."""
    if entry.pools:
        return tuple(
            Part(
                p.id,
                p.name,
                p.health,
                p.defense,
                p.core,
                dooms=tuple(d.name for d in p.dooms),
                notes=tuple(n.name for n in p.notes),
                hidden=p.hidden,
                behind=p.behind,
                rune_on=p.rune_on,
                effects=p.effects,
            )
            for p in entry.pools
        )
    health = entry.health if isinstance(entry.health, int) else None  # "infinite"
    return (Part("body", "Body", health, entry.defense or 0, True),)


def _template_parts(threat: Threat) -> tuple[Part, ...]:
    """The threat's HD as one part, or the policy's two pools for a lord."""
    if threat.pools or threat.health is None or threat.defense is None:
        return tuple(Part(*pool) for pool in LORD_POOLS)
    return (Part("body", "Body", threat.health, threat.defense, True),)


def _pool_notes(entry: Creature) -> tuple[Note, ...]:
    return tuple(note for pool in entry.pools for note in pool.notes)


def _required(*groups: Iterable[Note]) -> tuple[Note, ...]:
    """The notes of templates a creature must carry; optional ones are left out."""
    return _unique(note for group in groups for note in group if not note.optional)


def _unique(notes: Iterable[Note]) -> tuple[Note, ...]:
    """Notes by name, the first of each name kept, in order."""
    seen: dict[str, Note] = {}
    for note in notes:
        seen.setdefault(note.name, note)
    return tuple(seen.values())


def _digest(text: str) -> int:
    """A number fixed by ``text`` in every process (``hash()`` is salted per process)."""
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def _greater_count(creature: str, threat: Threat) -> int:
    """How many of the threat's greater dooms a creature built on it takes."""
    if threat.choose is None:
        return 0
    fewest, most = threat.choose
    return fewest + _digest(f"{creature}/greater") % (most - fewest + 1)


def _pick(creature: str, dooms: tuple[Doom, ...], count: int) -> tuple[Doom, ...]:
    """``count`` of ``dooms``, ranked by their digest with ``creature``, in template order."""
    ranked = sorted(dooms, key=lambda doom: _digest(f"{creature}/{doom.name}"))
    chosen = {doom.name for doom in ranked[:count]}
    return tuple(doom for doom in dooms if doom.name in chosen)
