"""The Camp Phase's own arithmetic (pp. 136–141): what each Camp Action needs, the order Bonds
are burned in, who stands guard and how many comforts a sleeper has."""

from __future__ import annotations

import pytest

from worm import content, tarot
from worm.engine import kit
from worm.engine.session import Game
from worm.model.adventurer import Adventurer, Conditions, Talent
from worm.model.companion import Companion
from worm.model.guild import Guild
from worm.rules import camp as rules

PACK = content.default()


def guild() -> Guild:
    return Game.new(2).guild


def carrying(a: Adventurer, item: str, count: int = 1) -> Adventurer:
    a, placed = kit.gain(a, item, count, PACK)
    assert placed == count
    return a


def bare(a: Adventurer) -> Adventurer:
    """``a`` with nothing a Camp Action could use: no bow, book, quiver or camp item."""
    for carried in a.inventory.things():
        item = PACK.items[carried.item]
        if {"missile", "ammo"} & set(item.tags) or item.topic or carried.item in rules.CAMP_ITEMS:
            a, _ = kit.lose(a, carried.item, carried.count)
    return a


def why(
    a: Adventurer,
    action: str,
    g: Guild | None = None,
    *,
    walked: int = 1,
    taken: tuple[str, ...] = (),
) -> str | None:
    g = (g or guild()).with_adventurer(a)
    return rules.why_not(a, action, g, PACK, walked=walked, taken=taken)


def test_the_steps_and_actions_are_the_books() -> None:
    """pp. 136–139: five steps; eleven Camp Actions."""
    assert len(rules.STEPS) == 5
    assert [a.name for a in rules.ACTIONS] == [
        "Fellowship",
        "Fletch Arrows",
        "Hunt",
        "Patrol",
        "Read a Book",
        "Rest and Recover",
        "Scout Ahead",
        "Train",
        "Update Maps",
        "Use an Item",
        "Use a Talent",
    ]


@pytest.mark.parametrize("action", ["patrol", "rest_and_recover", "scout_ahead", "fellowship"])
def test_anyone_may_take_the_actions_that_need_nothing(action: str) -> None:
    """pp. 137–139: Patrol, Rest and Recover, Scout Ahead need nothing; Fellowship a mate."""
    a = bare(guild().adventurer("a1"))
    assert why(a, action) is None


@pytest.mark.parametrize(
    ("action", "item", "count", "needs"),
    [
        ("hunt", "bow", 1, "bow"),
        ("fletch_arrows", "arrows", 3, "quiver"),
        ("read_a_book", "field_bestiary", 1, "book"),
        ("use_an_item", "tinkers_kit", 1, "camp"),
    ],
)
def test_an_action_that_needs_a_thing_is_refused_without_it(
    action: str, item: str, count: int, needs: str
) -> None:
    """p. 137: Hunt needs a missile weapon, Fletch a quiver short of arrows, Read a Book a
    book; p. 139: Use an Item an item usable in camp."""
    a = bare(guild().adventurer("a1"))
    reason = why(a, action)
    assert reason is not None and needs in reason
    assert why(carrying(a, item, count), action) is None


def test_a_full_quiver_needs_no_fletching() -> None:
    """p. 137: Fletch Arrows refills the quiver to twelve; a full one has nothing to gain."""
    a = carrying(bare(guild().adventurer("a1")), "arrows", 12)
    assert rules.short_quivers(a, PACK) == 0
    assert why(a, "fletch_arrows") is not None


def test_a_dagger_is_no_missile_weapon() -> None:
    """p. 137 (digest policy §A.2): thrown daggers do not count for Hunt."""
    a = bare(guild().adventurer("a1"))
    assert kit.count(a, "dagger")
    assert why(a, "hunt") is not None


@pytest.mark.parametrize(
    ("commands", "fed", "dead", "hunts"),
    [
        (("hunt",), True, False, True),
        (("fetch",), True, False, False),
        (("hunt",), False, False, False),
        (("hunt",), True, True, False),
    ],
    ids=["taught Hunt", "not taught", "unfed", "dead"],
)
def test_an_animal_taught_to_hunt_stands_in_for_the_bow(
    commands: tuple[str, ...], fed: bool, dead: bool, hunts: bool
) -> None:
    """Policy (pp. 34, 137): a fed, living animal that knows the Hunt command hunts for its
    owner with no missile weapon (play-test of session 16: a hunting falcon's owner was told
    to bring a bow)."""
    a = bare(guild().adventurer("a1"))
    falcon = Companion(
        id="c1",
        kind="hunting_falcon",
        name="Sable",
        owner=a.id,
        commands=commands,
        fed=fed,
        dead=dead,
    )
    g = guild().with_adventurer(a).model_copy(update={"companions": (falcon,)})
    assert (why(a, "hunt", g) is None) is hunts


def test_update_maps_needs_rooms_walked_since_the_last_camp() -> None:
    """p. 139."""
    a = guild().adventurer("a1")
    assert why(a, "update_maps", walked=0) is not None
    assert why(a, "update_maps", walked=2) is None


def test_fellowship_needs_a_guild_mate_awake() -> None:
    """p. 137: Fellowship is with a guild-mate; the dead and dying cannot talk."""
    g = guild()
    for other in ("a2", "a3"):
        mate = g.adventurer(other)
        g = g.with_adventurer(mate.model_copy(update={"conditions": Conditions(dead=True)}))
    reason = why(g.adventurer("a1"), "fellowship", g)
    assert reason is not None and "guild-mate" in reason


def test_train_needs_a_master_with_an_action_and_xp_to_invest() -> None:
    """pp. 33, 139: a guild-mate who has mastered the talent and still has their action; the
    learner needs XP."""
    g = guild()
    a1 = g.adventurer("a1")
    teachers = [o for o in ("a2", "a3") if rules.teachable(g.adventurer(o), a1, PACK)]
    assert teachers and a1.xp >= 1
    assert why(a1, "train", g) is None
    reason = why(a1, "train", g, taken=tuple(teachers))
    assert reason is not None and "teach" in reason
    reason = why(a1.model_copy(update={"xp": 0}), "train", g)
    assert reason is not None and "XP" in reason


def test_kin_and_arete_talents_are_not_taught() -> None:
    """pp. 28, 33: only trainable talents are taught, and only by one who has mastered them."""
    g = guild()
    a2 = g.adventurer("a2")
    kin = next(
        t.id for t in a2.talents if t.state == "mastered" and not PACK.talents[t.id].trainable
    )
    assert kin not in rules.teachable(a2, g.adventurer("a1"), PACK)
    assert rules.teachable(a2, g.adventurer("a1"), PACK)
    for teacher in g.adventurers:
        for learner in g.adventurers:
            if teacher.id == learner.id:
                continue
            for talent in rules.teachable(teacher, learner, PACK):
                assert PACK.talents[talent].trainable
                own = teacher.talent(talent)
                assert own is not None and own.state == "mastered"


def test_a_camp_talent_must_be_ready() -> None:
    """pp. 31, 33, 139: a Wounded talent cannot be used; one in training costs 1 XP, a
    mentored one a prepared use."""
    a = guild().adventurer("a2")
    # without Gramarye (Make a Pact, p. 83) Bryonie knows no talent with a Camp use
    a = a.model_copy(update={"talents": tuple(t for t in a.talents if t.id != "gramarye")})
    assert why(a, "use_a_talent") is not None
    known = a.model_copy(
        update={"talents": (*a.talents, Talent(id="war_stories", state="mastered"))}
    )
    assert why(known, "use_a_talent") is None
    wounded = known.model_copy(update={"conditions": Conditions(wounded_talents=("war_stories",))})
    assert why(wounded, "use_a_talent") is not None
    learning = a.model_copy(
        update={"xp": 0, "talents": (*a.talents, Talent(id="war_stories", state="in_training"))}
    )
    assert why(learning, "use_a_talent") is not None
    assert why(learning.model_copy(update={"xp": 1}), "use_a_talent") is None
    spent = a.model_copy(
        update={"talents": (*a.talents, Talent(id="war_stories", state="mentored", uses=0))}
    )
    assert why(spent, "use_a_talent") is not None


def test_an_unknown_action_is_refused() -> None:
    a = guild().adventurer("a1")
    reason = why(a, "juggle")
    assert reason is not None and "juggle" in reason


# --- recovery (p. 141) ------------------------------------------------------------------------


def with_conditions(resolve: int = 4, **c: object) -> Adventurer:
    a = guild().adventurer("a1")
    return a.model_copy(update={"conditions": Conditions(**c), "resolve": resolve})  # type: ignore[arg-type]


def test_while_stressed_only_stressed_can_be_mended() -> None:
    """p. 141: Stressed is cleared before any other condition, and blocks Resolve."""
    a = with_conditions(resolve=1, stressed=True, injured=True, wounded_talents=("quick",))
    assert rules.needs(a) == ("stressed",)
    for mend in ("injured", "talent", "resolve"):
        reason = rules.gate(a, mend)
        assert reason is not None and "Stressed" in reason
    assert rules.gate(a, "stressed") is None


def test_while_injured_no_talent_heals_but_resolve_may_return() -> None:
    """p. 141: Injured before any Wounded talent; Resolve is not gated by Injured."""
    a = with_conditions(resolve=2, injured=True, wounded_talents=("quick",))
    assert rules.needs(a) == ("injured", "resolve")
    reason = rules.gate(a, "talent")
    assert reason is not None and "Injured" in reason
    assert rules.gate(a, "resolve") is None and rules.gate(a, "injured") is None


def test_a_wounded_talent_heals_once_not_injured() -> None:
    a = with_conditions(wounded_talents=("quick",))
    assert rules.needs(a) == ("talent",)
    assert rules.gate(a, "talent") is None


def test_nothing_to_mend_for_the_hale() -> None:
    """p. 141: a burn pays for a condition or Resolve below its maximum of 4."""
    a = with_conditions()
    assert rules.needs(a) == ()
    for mend in rules.RECOVERIES:
        assert rules.gate(a, mend) is not None
    assert rules.gate(a, "affliction") is not None


def test_charged_lists_only_charged_bonds() -> None:
    a = guild().adventurer("a1")
    one = a.bonds[0].model_copy(update={"charged": True})
    a = a.model_copy(update={"bonds": (one, *a.bonds[1:])})
    assert rules.charged(a) == (one,)


# --- the night's guard (p. 140) and the shelter (p. 141) --------------------------------------


def minor(name: str) -> tarot.Card:
    return tarot.card_named(name)


def paths(g: Guild, **by_id: str) -> Guild:
    for who, path in by_id.items():
        g = g.with_adventurer(g.adventurer(who).model_copy(update={"path": path}))
    return g


def test_the_guard_has_the_path_of_the_cards_suit() -> None:
    """p. 140: the adventurer whose Path matches the top minor discard's suit."""
    g = paths(guild(), a1="swords", a2="cups", a3="wands")
    assert rules.guard(g, minor("Four of Cups")).id == "a2"
    assert rules.guard(g, minor("Seven of Wands")).id == "a3"


def test_with_several_of_that_path_odd_picks_the_first_even_the_last() -> None:
    """p. 140 (policy for seating: marching order)."""
    g = paths(guild(), a1="cups", a2="swords", a3="cups")
    order = [a.id for a in g.in_marching_order() if a.path == "cups"]
    assert rules.guard(g, minor("Three of Cups")).id == order[0]
    assert rules.guard(g, minor("Knight of Cups")).id == order[-1]  # 12, even


def test_with_nobody_of_that_path_the_whole_guild_is_picked_from() -> None:
    """Digest policy §A.4: no match (or the Fool) picks from the whole guild."""
    g = paths(guild(), a1="cups", a2="cups", a3="cups")
    order = [a.id for a in g.in_marching_order()]
    assert rules.guard(g, minor("Ace of Swords")).id == order[0]
    assert rules.guard(g, minor("Two of Swords")).id == order[-1]


def test_the_dying_keep_no_watch() -> None:
    g = paths(guild(), a1="cups", a2="cups", a3="cups")
    first = g.in_marching_order()[0]
    g = g.with_adventurer(first.model_copy(update={"conditions": Conditions(deaths_door=True)}))
    assert rules.guard(g, minor("Ace of Cups")).id != first.id


@pytest.mark.parametrize(
    ("bedroll", "tent", "fire", "stressed"),
    [
        (True, True, True, False),
        (True, False, True, False),
        (False, True, True, False),
        (True, True, False, False),
        (True, False, False, True),
        (False, True, False, True),
        (False, False, True, True),
        (False, False, False, True),
    ],
)
def test_two_of_bedroll_tent_and_fire(
    bedroll: bool, tent: bool, fire: bool, stressed: bool
) -> None:
    """p. 141: fewer than two of bedroll, tent and fire and you wake up Stressed."""
    assert (rules.comforts(bedroll=bedroll, tent=tent, fire=fire) < 2) is stressed


def test_a_tent_sleeps_two() -> None:
    """p. 168."""
    assert [rules.tent_places(n) for n in range(3)] == [0, 2, 4]
