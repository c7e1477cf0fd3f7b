"""Policy: the choices a talent leaves open, where the player is not asked (issue 22).

- ``see_it_coming`` (Ambusher, p. 74): an ambusher with Resolve to spare always spends 1 to see
  an ambush coming; being caught out costs the guild a free action per band of foes (p. 110).
  Like ``braces``, only when no XP goes with it (the talent mastered or mentored): the GM
  spends a player's Resolve for them, never their XP.
- ``goes_berserk`` (Berserkergang, p. 64): one whose talent is Wounded goes berserk unless
  they walk the paths of Cups or Wands, whose actions the rage forbids (Speak Incantation,
  Aid Another, Banter); favor on every Attack is what a fighter wants.
- ``uses`` (Aegis, p. 70; Berserkergang, p. 64; Iron Beards, Underfoot, Colossal, p. 61): for
  a guild whose player is not asked at the moment, the shield always comes up, the rage as
  ``goes_berserk`` has it, and a City Event's failed test is saved by an arête talent only
  with a Resolve left over afterwards (as the bot pushes with one in the Crawl).
- ``smashes`` (Colossal, p. 61): when the bot's troll smashes a locked door down.
- ``wound_first`` (pp. 64, 124): of the talents a Wound may fall on, an orc's blood talent
  first, since its Wound is what sets the blood to work.
- ``climbs`` and ``braces`` (Acrobat, p. 74): which Crawl choices are climbs an acrobat makes
  with no test, and whether an unready acrobat pays 1 Resolve to fall 20' shorter.
- ``outright_for`` (Iron Beards, Underfoot, Colossal, p. 61): which tests rest on strength, on
  quiet, or on wrecking a thing.
- ``metal`` and ``bites`` (p. 64): which foes' blows are of a metal weapon (Quicksilver Blood)
  and which are bites (Poison Blood); creatures carry no list of their weapons.
- ``sleeve_refuses`` (Up My Sleeve, p. 74): which things may come out of a sleeve.
- ``salient`` (Area Sense, p. 57): which one detail a vision tells of a room.
"""

from __future__ import annotations

from worm.content.gear import Item
from worm.model.adventurer import Adventurer

BLOOD = ("quicksilver_blood", "poison_blood", "blur", "berserkergang")
"""The orcs' kin talents that fire when they are Wounded (p. 64)."""


def see_it_coming(adventurer: Adventurer) -> bool:
    """Whether ``adventurer`` spends 1 Resolve on Ambusher's warning (p. 74): always, unless the
    talent is in training (its XP is the player's to spend)."""
    return adventurer.resolve >= 1 and _costs_no_xp(adventurer, "ambusher")


def _costs_no_xp(adventurer: Adventurer, talent_id: str) -> bool:
    talent = adventurer.talent(talent_id)
    return talent is not None and talent.state != "in_training"


def goes_berserk(adventurer: Adventurer) -> bool:
    """Whether ``adventurer``, their Berserkergang Wounded, goes berserk (p. 64)."""
    return adventurer.path not in ("cups", "wands")


OUTRIGHT = ("iron_beards", "underfoot", "colossal")
OUTRIGHT_KEEPS = 1
"""Policy (p. 61): the Resolve the bot keeps back when it spends Iron Beards, Underfoot or
Colossal on a City Event's failed test, as it does when it pushes with one below."""


def uses(adventurer: Adventurer, talent_id: str) -> bool:
    """Whether ``adventurer`` uses ``talent_id`` at the moment it comes, no word said: Aegis
    always (a Notch is cheaper than the effect), Berserkergang as ``goes_berserk``, an arête
    talent on a City Event's failed test with ``OUTRIGHT_KEEPS`` Resolve left after it."""
    if talent_id == "berserkergang":
        return goes_berserk(adventurer)
    if talent_id in OUTRIGHT:
        return adventurer.resolve >= OUTRIGHT_KEEPS + 1
    return True


def smashes(adventurer: Adventurer) -> bool:
    """Policy (Colossal, p. 61): the bot's troll smashes down a locked door only once the
    guild has failed to open, pick or force it, and only with ``OUTRIGHT_KEEPS`` Resolve left
    after it: a door is worth a test before it is worth a Resolve."""
    return adventurer.resolve >= OUTRIGHT_KEEPS + 1


def wound_first(talent_id: str) -> bool:
    """Whether a Wound taken on a talent goes to ``talent_id`` before others (p. 64)."""
    return talent_id in BLOOD


METAL = ("man", "undead")
"""Creatures armed with metal weapons, as the GM reads them (p. 64): people and the dead they
were; beasts, spirits, elementals and sorcerous things strike with what they are."""

BITING = ("bite", "teeth", "fang", "jaw", "maw")


def metal(theme: str) -> bool:
    """Whether a creature of ``theme`` strikes with a metal weapon (Quicksilver Blood, p. 64)."""
    return theme in METAL


def bites(theme: str, doom: str | None) -> bool:
    """Whether a blow is a bite (Poison Blood, p. 64): a doom that names teeth, or any blow of a
    beast's, which fights with its jaws."""
    if doom is not None and any(word in doom.lower() for word in BITING):
        return True
    return theme == "beast"


CLIMBS = ("climb", "ledge", "scale ", "balance", "tightrope", "edge along", "swing across")
"""Words of a Crawl choice that is a climb or a crossing an acrobat makes as easily as walking
(Acrobat, p. 74); a leap or a jump is still a test."""


def climbs(verb: str) -> bool:
    """Whether a choice's ``verb`` is a climb, a ledge or a rope (Acrobat, p. 74)."""
    low = verb.lower()
    return any(word in low for word in CLIMBS)


def braces(adventurer: Adventurer) -> bool:
    """Whether an acrobat spends 1 Resolve to land a fall as if ready for it (p. 74): the
    falls the Crawl deals come unlooked-for (a trap, a slip on a failed test), so they are
    never prepared; the Resolve is spent whenever there is one to spend, unless the talent is
    in training (its XP is the player's to spend)."""
    return adventurer.resolve >= 1 and _costs_no_xp(adventurer, "acrobat")


STRENGTH = (
    "force", "break", "lift", "bend", "hold", "endure", "haul", "carry", "smash", "shove",
    "heave", "pry", "wrench", "swim", "resist", "withstand", "drink", "climb", "push", "pull",
    "drag", "kick", "batter", "brace", "keep going",
)  # fmt: skip
QUIET = (
    "sneak", "quiet", "hide", "creep", "slip", "steal", "pick", "tiptoe", "silent", "unseen",
    "unnoticed", "subtle", "pilfer", "lift a", "palm", "eavesdrop", "listen", "shadow",
    "scout", "spy",
)  # fmt: skip


WRECK = (
    "force", "break", "smash", "batter", "burst", "wrench", "pry", "tear", "topple", "bash",
    "knock down", "push down", "pull up", "heave up", "bring down", "shatter", "lift the gate",
    "raise the gate", "portcullis",
)  # fmt: skip
"""Words of a feat of wreckage (Colossal, p. 61): a door smashed, a gate pulled up, a column
pushed down."""


def outright_for(task: str, attribute: str) -> tuple[str, ...]:
    """The arête talents a test's ``task`` rests on (p. 61): Iron Beards for strength,
    endurance or stubbornness, Underfoot for quiet or subtlety, Colossal for wrecking a thing
    (a door, a gate, a column) — read from its words, as the GM reads a motif's (p. 24)."""
    low = task.lower()
    found: list[str] = []
    if any(word in low for word in STRENGTH):
        found.append("iron_beards")
    if any(word in low for word in QUIET):
        found.append("underfoot")
    if any(word in low for word in WRECK):
        found.append("colossal")
    return tuple(found)


SLEEVE_TIERS = ("impoverished", "common")
"""What the common upkeep can buy (p. 154): the "common" of Up My Sleeve (p. 74)."""
NOT_UP_A_SLEEVE = ("armor", "helm", "shield")
"""Kinds of gear no sleeve hides, one slot or not: worn, strapped on or carried on an arm."""


def sleeve_refuses(item: Item) -> str | None:
    """Why ``item`` cannot come out of a sleeve (Up My Sleeve, p. 74), or None: the book asks
    for a common thing of one slot (a lockpick, a dagger, a vial, wire), whatever the GM finds
    viable. Policy: a Market thing the common upkeep buys, one slot, not armor or a shield."""
    if item.market_row is None or item.tier not in SLEEVE_TIERS:
        return f"{item.name} is no ordinary thing to have about one (p. 74)"
    if item.slots != 1:
        return f"{item.name} takes {item.slots} slots: only a one-slot thing fits a sleeve (p. 74)"
    if any(item.id.startswith(kind) for kind in NOT_UP_A_SLEEVE):
        return f"no sleeve hides {item.name} (p. 74)"
    return None


SALIENCE = ("hidden way", "dwellers", "trap", "treasure")
"""What a vision of Area Sense tells of a room (p. 57), the first that is there: a hidden way
(the book's own example, a draft through a secret door), who lives there, a trap not yet
passed, a thing of worth. The guild's own rooms tell only what it has not found there."""


def salient(found: dict[str, bool]) -> str | None:
    """The one detail a vision gives of a room (``SALIENCE``), or None when it holds nothing
    worth a vision (p. 57: each vision should yield a meaningful detail)."""
    return next((kind for kind in SALIENCE if found.get(kind)), None)
