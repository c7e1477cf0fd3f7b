"""The Camp Phase's own arithmetic (pp. 136–141): the eleven Camp Actions and what each needs,
the order Bonds are burned in, the night's guard and the shelter a sleeper needs.

Everything here is pure: an adventurer, the guild and the content pack in, a verdict out. The
engine's ``worm.engine.camp`` plays the steps with these.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from worm.content.models import ContentPack
from worm.model.adventurer import Adventurer, Bond
from worm.model.companion import Companion
from worm.model.guild import Guild
from worm.rules import alchemy, armor, lore_bids, pacts, talents
from worm.tarot import Card

STEPS = ("camp_actions", "break_bread", "no_rest", "recovery", "end")  # p. 136, steps 1–5
"""The five steps of a Camp in the book's order; the ``camp`` event's ``name`` (CONTRACTS §3)."""


@dataclass(frozen=True, slots=True)
class CampAction:
    """One of the Camp Actions of pp. 137–139: its name and what it asks for."""

    id: str
    name: str
    page: str
    needs: str  # what it needs, in the player's words ("" when anyone may)
    partner: bool = False  # names a guild-mate (Fellowship's friend, Train's teacher)


ACTIONS: tuple[CampAction, ...] = (
    CampAction("fellowship", "Fellowship", "p. 137", "a guild-mate awake to talk with", True),
    CampAction("fletch_arrows", "Fletch Arrows", "p. 137", "a quiver that has lost arrows"),
    CampAction("hunt", "Hunt", "p. 137", "a missile weapon"),
    CampAction("patrol", "Patrol", "p. 137", ""),
    CampAction("read_a_book", "Read a Book", "p. 137", "a book with something written in it"),
    CampAction("rest_and_recover", "Rest and Recover", "p. 139", ""),
    CampAction("scout_ahead", "Scout Ahead", "p. 139", ""),
    CampAction("train", "Train", "p. 139", "a guild-mate who has mastered the talent", True),
    CampAction("update_maps", "Update Maps", "p. 139", "rooms walked since the last Camp"),
    CampAction("use_an_item", "Use an Item", "p. 139", "an item that is used in camp"),
    CampAction("use_a_talent", "Use a Talent", "p. 139", "a talent with a use in camp"),
)
BY_ID = {action.id: action for action in ACTIONS}

CAMP_ITEMS = ("tinkers_kit", "leeches", "pipe_and_pipeweed")
"""Items with a use in camp (pp. 144, 167–168): mend a Notch, draw out an affliction, smoke
away Stressed."""

CAMP_TALENTS = (
    "war_stories",
    "chirurgeon",
    "labor_unending",
    "sneak",
    "high_chant",
    "gramarye",
    "alchemy",
    "beast_master",
)
"""Every talent that names a Camp use, all played: War Stories, Chirurgery, Labor Unending,
Infiltrate, High Chant, Make a Pact, Brew Alchemy and Beast Master's training (pp. 60, 71, 74,
78, 79, 83; p. 231)."""

QUIVER = 12  # Fletch Arrows fills a quiver to twelve (p. 137)


def action(action_id: str) -> CampAction | None:
    """The Camp Action called ``action_id`` ("hunt"), or None."""
    return BY_ID.get(action_id)


# --- what an action needs (pp. 137–139) --------------------------------------------------------


def missile(adventurer: Adventurer, pack: ContentPack) -> bool:
    """Carries a missile weapon, which Hunt needs (p. 137; a thrown dagger is no bow)."""
    return any("missile" in pack.items[c.item].tags for c in adventurer.inventory.things())


def hunting_animal(adventurer: Adventurer, guild: Guild) -> Companion | None:
    """Policy (pp. 34, 137): an animal of ``adventurer``'s taught the Hunt command, fed and on
    its feet, hunts for them in place of the missile weapon Hunt needs (a falcon stoops on
    small game, a dog runs it down)."""
    return next(
        (
            c
            for c in guild.companions
            if c.owner == adventurer.id
            and "hunt" in c.commands
            and c.fed
            and not (c.dead or c.deaths_door)
        ),
        None,
    )


def books(adventurer: Adventurer, pack: ContentPack) -> tuple[str, ...]:
    """The item ids of books with a subject the adventurer carries (Read a Book, p. 137)."""
    return tuple(
        c.item for c in adventurer.inventory.things() if pack.items[c.item].topic is not None
    )


def short_quivers(adventurer: Adventurer, pack: ContentPack) -> int:
    """Arrows or bolts missing from the adventurer's quivers (Fletch Arrows, p. 137)."""
    return sum(
        QUIVER - c.count
        for c in adventurer.inventory.things()
        if "ammo" in pack.items[c.item].tags and c.count < QUIVER
    )


def camp_items(adventurer: Adventurer) -> tuple[str, ...]:
    """The camp items the adventurer carries, in the order of :data:`CAMP_ITEMS`."""
    held = {c.item for c in adventurer.inventory.things()}
    return tuple(item for item in CAMP_ITEMS if item in held)


def camp_talents(
    adventurer: Adventurer, *, patient: bool = True, animals: bool = True
) -> tuple[str, ...]:
    """The played camp talents the adventurer can use now: known, not Wounded (p. 31), and
    if only in training, with the XP to pay for the use (p. 33); Chirurgery only when a
    ``patient`` (a guild-mate Resting and Recovering, not Stressed) is there (p. 78); Beast
    Master's training only with ``animals``, a living companion of their own to teach (p. 78)."""
    found = []
    for talent_id in CAMP_TALENTS:
        talent = adventurer.usable(talent_id)
        if talent is None:
            continue
        if talent_id == "chirurgeon" and not patient:
            continue
        if talent_id == "beast_master" and not animals:
            continue
        if talent_id == "sneak" and lore_bids.means(adventurer) is None:
            continue  # Infiltrate is answered by a lore bid (p. 74)
        if talent_id == "sneak" and armor.heavy(adventurer):
            continue  # nobody sneaks in iron or steel (p. 164)
        if talent_id == "gramarye" and not pacts.can_swear(adventurer):
            continue  # Make a Pact needs a realm's spells to charge (p. 83)
        if talent_id == "alchemy" and alchemy.can_brew(adventurer) is not None:
            continue  # Brew Alchemy needs a kit and a reagent (p. 231)
        if talent.state == "in_training" and adventurer.xp < 1:
            continue
        if talent.state == "mentored" and talent.uses < 1:
            continue
        found.append(talent_id)
    return tuple(found)


def teachable(teacher: Adventurer, learner: Adventurer, pack: ContentPack) -> tuple[str, ...]:
    """Talents ``teacher`` has mastered that ``learner`` could learn from them (pp. 33, 139):
    trainable ones (never kin or arête talents) the learner has not mastered."""
    found = []
    for talent in teacher.talents:
        known = pack.talents.get(talent.id)
        if talent.state != "mastered" or known is None or not known.trainable:
            continue
        own = learner.talent(talent.id)
        if own is None or own.state != "mastered":
            found.append(talent.id)
    return tuple(found)


def why_not(
    adventurer: Adventurer,
    action_id: str,
    guild: Guild,
    pack: ContentPack,
    *,
    walked: int,
    taken: Sequence[str] = (),
    rested: Sequence[str] = (),
    fishing: bool = False,
) -> str | None:
    """Why ``adventurer`` cannot take ``action_id`` now (None: they can). ``walked`` counts
    the rooms walked since the last Camp (Update Maps); ``taken`` lists who has already used
    their Camp Action (a partner must still have theirs to give, p. 139); ``rested`` who is
    Resting and Recovering (Chirurgery's patients, p. 78); ``fishing`` whether they may fish
    for a Hunt without a missile weapon (fishing gear by water, p. 166)."""
    found = action(action_id)
    if found is None:
        return f"there is no Camp Action {action_id!r} (pp. 137–139)"
    others = [a for a in guild.in_marching_order() if a.id != adventurer.id and a.active]
    if action_id == "fellowship" and not others:
        return "no guild-mate is awake to share the fire with (p. 137)"
    if action_id == "fletch_arrows" and short_quivers(adventurer, pack) == 0:
        return "no quiver is short of arrows or bolts (p. 137)"
    if (
        action_id == "hunt"
        and not missile(adventurer, pack)
        and not fishing
        and hunting_animal(adventurer, guild) is None
    ):
        if adventurer.pact("devour_the_living") is None:  # live food is sought by hand (p. 83)
            return "hunting needs a bow or a crossbow, or an animal taught to Hunt (pp. 34, 137)"
    if action_id == "read_a_book" and not books(adventurer, pack):
        return "no book with a subject is carried (p. 137)"
    if action_id == "train":
        free = [o for o in others if o.id not in taken]
        if not any(teachable(o, adventurer, pack) for o in free):
            return (
                "no guild-mate with a Camp Action to spare has mastered a talent to teach (p. 139)"
            )
        if adventurer.xp < 1:
            return "training needs XP to invest (p. 33)"
    if action_id == "update_maps" and walked == 0:
        return "no room has been walked since the last Camp (p. 139)"
    if action_id == "use_an_item" and not camp_items(adventurer):
        return "nothing carried has a use in camp (p. 139)"
    patient = any(a.id in rested and not a.conditions.stressed for a in others)
    animals = bool(guild.companions_of(adventurer.id))
    if action_id == "use_a_talent" and not camp_talents(
        adventurer, patient=patient, animals=animals
    ):
        reasons = []
        if camp_talents(adventurer, animals=animals):  # Chirurgery alone, with nobody to tend
            reasons.append(
                "Chirurgery needs a guild-mate Resting and Recovering, not Stressed (p. 78)"
            )
        if adventurer.talent(alchemy.TALENT) is not None:  # why Brew Alchemy is not ready
            reasons.append(alchemy.can_brew(adventurer) or "")
        reasons += [talents.barred(adventurer, t) or "" for t in CAMP_TALENTS]
        return "; ".join(r for r in reasons if r) or "no talent with a Camp use is ready (p. 139)"
    return None


# --- recovery (p. 141) -------------------------------------------------------------------------

RECOVERIES = ("stressed", "injured", "talent", "resolve")
"""What a burned Bond can pay for (p. 141), in the order the GM's policy burns them."""


def charged(adventurer: Adventurer) -> tuple[Bond, ...]:
    """The adventurer's charged Bonds, in the order written on the sheet."""
    return tuple(b for b in adventurer.bonds if b.charged)


def needs(adventurer: Adventurer) -> tuple[str, ...]:
    """What a burn could mend for ``adventurer`` now, gates applied (p. 141): while Stressed,
    only Stressed; while Injured, not a Wounded talent; Resolve only below its maximum of 4."""
    c = adventurer.conditions
    if c.stressed:
        return ("stressed",)
    found = []
    if c.injured:
        found.append("injured")
    elif c.wounded_talents:
        found.append("talent")
    if adventurer.resolve < 4:
        found.append("resolve")
    return tuple(found)


def gate(adventurer: Adventurer, mend: str) -> str | None:
    """Why a Bond cannot be burned for ``mend`` now (None: it can), p. 141."""
    c = adventurer.conditions
    if mend not in RECOVERIES:
        return f"a Bond is burned for stressed, injured, talent or resolve, not {mend!r} (p. 141)"
    if c.stressed and mend != "stressed":
        return f"{adventurer.name} is Stressed: that must be cleared first (p. 141)"
    if mend == "stressed" and not c.stressed:
        return f"{adventurer.name} is not Stressed"
    if mend == "injured" and not c.injured:
        return f"{adventurer.name} is not Injured"
    if mend == "talent":
        if not c.wounded_talents:
            return f"{adventurer.name} has no Wounded talent"
        if c.injured:
            return f"{adventurer.name} is Injured: that must be cleared before a talent (p. 141)"
    if mend == "resolve" and adventurer.resolve >= 4:
        return f"{adventurer.name}'s Resolve is full"
    return None


# --- the night (p. 140) and the morning (p. 141) -----------------------------------------------


def guard(guild: Guild, card: Card) -> Adventurer:
    """Who stands watch when trouble comes (p. 140): the adventurer whose Path is the card's
    suit; with several, an odd card picks the first in marching order and an even card the
    last. Policy (our ambiguity register): with no match, or the Fool, the whole guild is
    picked from by the same rule."""
    awake = [a for a in guild.in_marching_order() if a.active]
    matching = [a for a in awake if a.path == card.suit] or awake
    return matching[0] if card.value % 2 == 1 else matching[-1]


def comforts(*, bedroll: bool, tent: bool, fire: bool) -> int:
    """How many of bedroll, tent and fire a sleeper has; fewer than two wakes Stressed (p. 141)."""
    return int(bedroll) + int(tent) + int(fire)


def tent_places(tents: int) -> int:
    """A tent sleeps two (p. 168)."""
    return 2 * tents
