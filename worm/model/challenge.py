"""The state of a Challenge (pp. 108–126): zones, who stands where, Initiatives, hands, the
count, and the actions waiting to be revealed.

Everything here is a frozen slotted dataclass (as the decks are, docs/architecture.md): a
Challenge changes on every card, and the engine replaces pieces rather than copying models.
Cards held in hands, laid as Initiative or face down are *elsewhere* in their deck; the
engine keeps the two in step (``cards``), so every card is always accounted for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, TypeVar

from worm.model.inventory import Carried
from worm.tarot import Card, quick_init

Side = Literal["guild", "foes", "hazard"]
Step = Literal[
    "alarm", "initiative", "turn", "acting", "minor", "reveal", "interrupt", "count", "over"
]
Out = Literal["down", "dead", "destroyed", "fled", "surrendered", "spared", "gone", "stone"]

GM = "gm"  # the key of the GM's hand

T = TypeVar("T")


def evolve(obj: T, **changes: Any) -> T:
    """``dataclasses.replace`` for these slotted, frozen records, without its per-call
    introspection (it is called on every card played: bench/challenge.py)."""
    cls = type(obj)
    if cls is Challenge:  # many fields, so a plain dict copies fastest
        return obj._evolved(changes)  # type: ignore[attr-defined, no-any-return]  # T is Challenge here
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _copier(cls)
    return copier(obj, changes)  # type: ignore[no-any-return]  # the copier builds a cls


_COPIERS: dict[type, Callable[[Any, dict[str, Any]], Any]] = {}


def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any]:
    """A function that copies a slotted record of ``cls`` with some fields changed, written
    out field by field once per class (a loop over ``__slots__`` with ``getattr`` by name
    costs half as much again); each slot is filled through its own descriptor, as
    ``quick_init`` fills them."""
    names: tuple[str, ...] = cls.__slots__  # type: ignore[attr-defined]  # slotted records only
    lines = ["def copy(obj, changes):", "    new = new_(cls)"]
    scope: dict[str, Any] = {"new_": object.__new__, "cls": cls}
    for name in names:
        scope[f"set_{name}"] = cls.__dict__[name].__set__
        lines.append(
            f"    set_{name}(new, changes[{name!r}] if {name!r} in changes else obj.{name})"
        )
    lines.append("    return new")
    exec("\n".join(lines), scope)  # noqa: S102  # source built above from the class's own slot names
    copy: Callable[[Any, dict[str, Any]], Any] = scope["copy"]
    return copy


@quick_init
@dataclass(frozen=True, slots=True)
class Zone:
    """One zone of the scene (p. 109): where it is, what is in it, where it leads.

    ``rules`` are the special rules of its scenery (worm.content.scenery: cover, obscured …);
    ``exit`` marks a zone that leads away from the fight (the way back, a door onwards);
    ``climb`` one reached only by climbing, atop a piece of scenery (p. 110's rigging);
    ``barred`` a way out shut during the fight (a band's ambush, p. 110; Colossal, p. 61)."""

    id: int
    name: str
    neighbours: tuple[int, ...]
    scenery: tuple[str, ...] = ()
    rules: frozenset[str] = frozenset()
    exit: bool = False
    back: bool = False  # the way the guild came in
    climb: bool = False
    barred: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class Part:
    """One pool of Health and Defense (p. 125; a dungeon lord has several, p. 251)."""

    id: str
    name: str
    health: int | None
    defense: int
    core: bool = True

    @property
    def standing(self) -> bool:
        return self.health is None or self.health > 0


@quick_init
@dataclass(frozen=True, slots=True)
class Fighter:
    """Someone in the fight: an adventurer (keyed by id) or one member of a band of foes
    (keyed ``<group>.<n>``). ``group`` is whose Initiative it shares (p. 122)."""

    key: str
    name: str
    side: Side
    group: str
    zone: int
    engaged: frozenset[str] = frozenset()
    effects: frozenset[str] = frozenset()  # effects lasting the Challenge (root, trip …)
    parts: tuple[Part, ...] = ()  # foes only
    out: Out | None = None

    @property
    def fighting(self) -> bool:
        return self.out is None

    @property
    def health(self) -> int | None:
        """Health of the first standing part (foes)."""
        part = next((p for p in self.parts if p.standing), None)
        return None if part is None else part.health


@quick_init
@dataclass(frozen=True, slots=True)
class Taken:
    """A thing a creature took off an adventurer in the fight: held by the foe ``holder``
    (the face rat's Bad Little Hands, p. 262; the ogre's meal, p. 275), or with no holder
    lying in zone ``zone`` (the ungoat's Rummage, p. 281). ``owner`` is the adventurer it came
    from."""

    owner: str
    thing: Carried
    holder: str | None = None
    zone: int = 0
    place: Literal["hands", "belt", "pack"] = "pack"  # where it was carried


@quick_init
@dataclass(frozen=True, slots=True)
class Facedown:
    """A card laid face down to act later (p. 114): Dodge, Riposte, Aid Another, Vigilance or
    Aim. ``bonus`` is the attribute added when it was laid on its owner's own turn, else 0;
    ``ward`` is the ally helped (Aid Another) or the target aimed at (Aim); ``then`` is the
    action a Vigilance will take."""

    action: str
    card: Card
    bonus: int = 0
    ward: str | None = None
    then: str | None = None


@quick_init
@dataclass(frozen=True, slots=True)
class Group:
    """Whoever acts on one Initiative card: an adventurer, a band of one kind of foe, or a
    hazard with its own Initiative (the pendulum, p. 128)."""

    key: str
    name: str
    side: Side
    creature: str | None = None  # a stat block id (worm.gm.foes) for foes
    common: bool = False  # foes: ordinary copies of a lord (its common_threat), away from its lair
    initiative: Card | None = None
    shown: bool = False  # Initiative face up
    acted: bool = False
    facedown: Facedown | None = None
    dodges: tuple[Facedown, ...] = ()  # Dodges beyond ``facedown`` (Supernatural Grace, p. 282)
    hazard_wounds: int = 0  # a hazard: what it does to those who fail to pass it
    hazard_piercing: bool = False
    zone: int = 0  # a hazard: the zone it guards


@quick_init
@dataclass(frozen=True, slots=True)
class Declared:
    """An action declared and waiting to be revealed and resolved (pp. 113–115).

    ``who`` is a group key (an adventurer id, or a band of foes); ``targets`` are fighter keys,
    each with how many of the band turn on it (the mob, p. 122). ``extra`` is the Fool played
    with the card, or a greater doom paired with a foe's Attack (p. 123)."""

    who: str
    side: Side
    action: str
    card: Card | None
    minor: bool = False
    targets: tuple[tuple[str, int], ...] = ()
    option: str | None = None
    extra: Card | None = None
    fool: bool = False
    favor: tuple[str, ...] = ()
    disfavor: tuple[str, ...] = ()
    resolve: bool = False  # a point of Resolve spent for favor (p. 113)
    spare: bool = False  # a finishing blow that spares the foe (p. 125)
    doom: str | None = None  # a foe's doom used with the action
    part: str | None = None  # the lord's pool an Attack is aimed at (p. 251)
    offered: bool = False  # the guild has had its chance to interrupt


@dataclass(frozen=True, slots=True)
class Advice:
    """A card handed over by Counsel (p. 78): ``to`` may play it only as ``action`` — as an
    interrupt too when the counsellor spent 1 Resolve (``interrupt``)."""

    card: Card
    to: str
    action: str
    interrupt: bool = False


@dataclass(slots=True)
class _Lookups:
    """A Challenge's memoised look-ups, built on first use (``Challenge._memo``)."""

    groups: dict[str, Group]
    fighters: dict[str, Fighter]
    members: dict[str, tuple[Fighter, ...]] = field(default_factory=dict)  # by group key
    sides: dict[tuple[Side, bool], tuple[Fighter, ...]] = field(default_factory=dict)
    zones: dict[tuple[int, Side | None], tuple[Fighter, ...]] = field(default_factory=dict)

    def regrouped(self, groups: tuple[Group, ...]) -> _Lookups:
        """The look-ups once the groups are ``groups`` and the fighters the same: the
        fighters' own look-ups still hold (``evolve`` keeps them rather than start afresh)."""
        return _Lookups(
            {g.key: g for g in groups}, self.fighters, self.members, self.sides, self.zones
        )

    def refought(self, old: Fighter, new: Fighter) -> _Lookups:
        """The look-ups once ``old`` has become ``new``: only what lists one of them is
        dropped (its band, its side, the zones it left and entered)."""
        fighters = self.fighters.copy()
        fighters[new.key] = new
        members = self.members.copy()
        sides = self.sides.copy()
        for who in (old, new) if old.group != new.group or old.side != new.side else (new,):
            members.pop(who.group, None)
            sides.pop((who.side, True), None)
            sides.pop((who.side, False), None)
        there = (old.zone, new.zone)  # never the old dicts: the old fighters fill those
        zones = {k: v for k, v in self.zones.items() if k[0] not in there}
        return _Lookups(self.groups, fighters, members, sides, zones)


@dataclass(frozen=True)  # not slotted: ``evolve`` copies its many fields as one dict
class Challenge:
    """A Challenge under way."""

    zones: tuple[Zone, ...]
    groups: tuple[Group, ...]
    fighters: tuple[Fighter, ...]
    room: int
    serial: int = 0  # which fight this is: a fight can end and another begin in one command
    round: int = 0
    count: int = 0
    step: Step = "initiative"
    resume: Step = "count"  # the step an interrupt returns to
    warner: str | None = None  # at the alarm: the ambusher asked whether to warn (p. 74)
    actor: str | None = None  # whose turn it is (or who just acted, in a minor window)
    hands: dict[str, tuple[Card, ...]] = field(default_factory=dict)
    spent: frozenset[str] = frozenset()  # who has spent their card this count
    declared: tuple[Declared, ...] = ()  # the guild's minor actions, face down till the reveal
    queue: tuple[Declared, ...] = ()  # actions revealed and waiting to resolve, in order
    window: bool = False  # a minor-action window is open
    harmed_by: dict[str, str] = field(default_factory=dict)  # foe group → who last hurt it
    greater_spent: int = 0  # greater dooms the GM has spent on the band (Morale, p. 119)
    webbed: dict[str, int] = field(default_factory=dict)  # fighter → limbs a web binds (p. 256)
    taken: tuple[Taken, ...] = ()  # things snatched or dropped (pp. 262, 281)
    held: dict[str, tuple[str, str]] = field(default_factory=dict)  # who → (holder, doom)
    gulped: dict[str, tuple[int, int]] = field(default_factory=dict)  # swallowed: Swords tally
    drained: tuple[tuple[str, str], ...] = ()  # (wraith, adventurer): 1 XP each (p. 284)
    turned: tuple[tuple[str, str], ...] = ()  # (adventurer, ally who attacked or hurt them)
    hardened: dict[str, str] = field(default_factory=dict)  # foe → weapon type (p. 273)
    climbing: dict[str, tuple[str, str]] = field(default_factory=dict)  # who → (foe, section)
    absorbed: frozenset[str] = frozenset()  # fallen foes whose bones are taken (p. 277)
    imitated: dict[str, str] = field(default_factory=dict)  # fungoid → who it passes as (p. 263)
    thresholds: dict[str, str] = field(default_factory=dict)  # foe → the turn a Wound was
    # turned aside, or "broken" once its Threshold gave way (pp. 251, 268)
    retreated: bool = False
    ended: str | None = None  # why it ended
    advice: tuple[Advice, ...] = ()  # cards handed over by Counsel (p. 78)
    hushed: frozenset[str] = frozenset()  # "KEY:TALENT" (or "KEY:fool") asked no more this fight
    spelled: tuple[tuple[str, str, frozenset[str]], ...] = ()
    """Spells in play: (fighter, spell, the effects it laid), which Counter-spell ends (p. 82)."""
    ours: frozenset[tuple[str, str]] = frozenset()
    """The (fighter, spell) pairs of ``spelled`` that the guild's own sorcerers cast."""

    # --- finding things -------------------------------------------------------------------

    # Look-ups are memoised per instance (a Challenge never changes; ``evolve`` drops the memo
    # from the copy): a fight asks "who is on this side?" thousands of times. The memo is an
    # instance attribute over this class-wide None, read as a plain attribute (faster than
    # ``self.__dict__.get``).
    _lookups: ClassVar[_Lookups | None] = None

    def _memo(self) -> _Lookups:
        memo = self._lookups
        if memo is None:
            memo = _Lookups(
                groups={g.key: g for g in self.groups},
                fighters={f.key: f for f in self.fighters},
            )
            object.__setattr__(self, "_lookups", memo)
        return memo

    def group(self, key: str) -> Group:
        memo = self._lookups or self._memo()
        return memo.groups[key]

    def fighter(self, key: str) -> Fighter:
        memo = self._lookups or self._memo()
        return memo.fighters[key]

    def members(self, group: str) -> tuple[Fighter, ...]:
        memo = self._lookups or self._memo()
        found = memo.members.get(group)
        if found is None:
            found = memo.members[group] = tuple(f for f in self.fighters if f.group == group)
        return found

    def side(self, side: Side, *, fighting: bool = True) -> tuple[Fighter, ...]:
        memo = self._lookups or self._memo()
        found = memo.sides.get((side, fighting))
        if found is None:
            found = memo.sides[(side, fighting)] = tuple(
                f for f in self.fighters if f.side == side and (f.fighting or not fighting)
            )
        return found

    def in_zone(self, zone: int, side: Side | None = None) -> tuple[Fighter, ...]:
        """Who is still fighting in ``zone`` (of one ``side``, or any)."""
        memo = self._lookups or self._memo()
        found = memo.zones.get((zone, side))
        if found is None:
            found = memo.zones[(zone, side)] = tuple(
                f
                for f in self.fighters
                if f.fighting and f.zone == zone and (side is None or f.side == side)
            )
        return found

    def zone(self, zone: int) -> Zone:
        return self.zones[zone]

    def hand(self, key: str) -> tuple[Card, ...]:
        return self.hands.get(key, ())

    def cards(self) -> Iterator[Card]:
        """Every card the Challenge holds: hands, Initiatives, face-down and declared cards."""
        for hand in self.hands.values():
            yield from hand
        for group in self.groups:
            if group.initiative is not None:
                yield group.initiative
            if group.facedown is not None:
                yield group.facedown.card
            for down in group.dodges:
                yield down.card
        for declared in (*self.declared, *self.queue):
            if declared.card is not None:
                yield declared.card
            if declared.extra is not None:
                yield declared.extra

    def initiative(self, group: str) -> int:
        """The Initiative value of a group: its card's face value, 0 without one (p. 112)."""
        card = self.group(group).initiative
        return 0 if card is None else card.value

    # --- changing things -------------------------------------------------------------------

    def _evolved(self, changes: dict[str, Any]) -> Challenge:
        """This Challenge with ``changes`` (``evolve``); its look-ups go with it as far as they
        still hold."""
        fresh = self.__dict__.copy()
        fresh.update(changes)
        memo: _Lookups | None = fresh.pop("_lookups", None)
        if memo is not None and "fighters" not in changes:
            fresh["_lookups"] = memo if "groups" not in changes else memo.regrouped(fresh["groups"])
        return _made(fresh)

    def with_group(self, group: Group, **changes: Any) -> Challenge:
        """This Challenge with ``group`` in place of its old self (and any other ``changes``
        of fields but the groups and fighters, in the same copy)."""
        fresh = self.__dict__.copy()
        fresh.update(changes)
        fresh["groups"] = tuple(group if g.key == group.key else g for g in self.groups)
        memo: _Lookups | None = fresh.pop("_lookups", None)
        if memo is not None and group.key in memo.groups:
            groups = memo.groups.copy()
            groups[group.key] = group
            fresh["_lookups"] = _Lookups(
                groups, memo.fighters, memo.members, memo.sides, memo.zones
            )
        return _made(fresh)

    def with_fighter(self, fighter: Fighter, **changes: Any) -> Challenge:
        """This Challenge with ``fighter`` in place of its old self (and any other ``changes``
        of fields but the groups and fighters, in the same copy)."""
        fresh = self.__dict__.copy()
        fresh.update(changes)
        fresh["fighters"] = tuple(fighter if f.key == fighter.key else f for f in self.fighters)
        memo: _Lookups | None = fresh.pop("_lookups", None)
        old = None if memo is None else memo.fighters.get(fighter.key)
        if memo is not None and old is not None:
            fresh["_lookups"] = memo.refought(old, fighter)
        return _made(fresh)

    def advised(self, key: str, card: Card) -> Advice | None:
        """The Counsel that came with ``card`` in ``key``'s hand, if it did (p. 78)."""
        return next((a for a in self.advice if a.to == key and a.card == card), None)

    def with_hand(self, key: str, cards: tuple[Card, ...]) -> Challenge:
        return self._evolved({"hands": {**self.hands, key: cards}})

    def without_card(self, key: str, card: Card) -> Challenge:
        """``card`` taken out of ``key``'s hand (it must be there)."""
        return self._evolved({"hands": self.hands_without(key, card)})

    def hands_without(self, key: str, card: Card) -> dict[str, tuple[Card, ...]]:
        """The hands once ``card`` is taken out of ``key``'s (it must be there): for a copy
        that changes more besides (``evolve(ch, hands=…, step=…)``)."""
        hand = list(self.hand(key))
        hand.remove(card)
        return {**self.hands, key: tuple(hand)}


def _made(fields: dict[str, Any]) -> Challenge:
    """A Challenge of these fields, made without ``__init__`` (they are a copy's)."""
    new: Challenge = _new(Challenge)
    _set_dict(new, fields)
    return new


_new = object.__new__
_set_dict = Challenge.__dict__["__dict__"].__set__  # faster than object.__setattr__'s look-up
