"""Control (p. 12) laid by an Attack's greater doom: the elite's Command (p. 251), the jinn's
Possess (p. 267), the Yellow King's Soft Is Their Throat… (p. 269), the vampire's Mesmerize
(p. 282). A hit harms no one: the target obeys the GM's order at once, worth the Attack's
lesser doom, and Control ends with the order.

Seed 5's guild, as in ``test_creature_dooms``: Patty (blade and heavy shield), Offa (dagger),
Svein (dagger).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give, set_initiative, set_parts
from tests.unit.engine.test_creature_dooms import (
    attack,
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    ready,
    struck,  # noqa: F401  (a fixture)
)
from worm.engine import antagonists, control
from worm.engine import events as ev
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.gm import orders
from worm.model.challenge import GM
from worm.rules import control as control_rules
from worm.rules import dooms
from worm.text import narrate

CONTROLLERS = [
    ("elite", "Command", 251),
    ("jinn", "Possess", 267),
    ("lich_yellow_king", control_rules.CROWN, 269),
    ("vampire", "Mesmerize", 282),
]
IDS = ["Command", "Possess", "Soft Is Their Throat", "Mesmerize"]


def initiatives(game: Game, **cards: str) -> dict[str, str]:
    """Each named adventurer's Initiative laid face up; returns their keys by name."""
    keys = {name: member(game, name) for name in cards}
    for name, card in cards.items():
        set_initiative(game, keys[name], card, shown=True)
    return keys


def apart(game: Game, *keys: str) -> None:
    """``keys`` stand one zone off, away from the rest."""
    ch = game.challenge
    for key in keys:
        ch = ch.with_fighter(replace(ch.fighter(key), zone=1))
    game.challenge = ch


@pytest.mark.parametrize(("owner", "name", "page"), CONTROLLERS, ids=IDS)
def test_a_controlling_hit_harms_no_one_and_the_target_strikes_a_guild_mate_at_its_value(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
    struck: list[str],  # noqa: F811
    owner: str,
    name: str,
    page: int,
) -> None:
    """pp. 12, 251, 267, 269, 282: the GM spends a greater doom with its Attack on Offa; the
    hit deals Offa no Wound, Offa at once strikes the guild-mate with the lowest Initiative
    (policy ``worm.gm.orders``), the blow worth the Hermit's 9 and no more (Offa's own Swords
    is not added), and Control ends as the order is done."""
    game = ready()
    fighting_as(greater=(doom(game, owner, name),))
    keys = initiatives(game, Offa="Two of Cups", Patty="Five of Cups", Svein="Ten of Cups")
    give(game, GM, "The Magician", "The Sun")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom == name, "policy: a guild-mate beside her to strike"
    assert [key for key, _ in plan.targets] == [keys["Offa"]], "Control takes one target"
    assert plan.extra is not None and plan.extra.value > 14, "a greater doom rides the Attack"
    mark = len(game.log.events)
    attack(game, "The Hermit", keys["Offa"], doom_name=name)
    events = game.log.events[mark:]
    assert struck == [keys["Patty"]], "Offa's blow lands on Patty, and no Wound on Offa"
    blow = next(e for e in events if isinstance(e, ev.Action) and e.who.startswith("Offa"))
    assert (blow.value, blow.target, blow.result) == (
        9,
        game.challenge.fighter(keys["Patty"]).name,
        "hit",
    )
    changes = [e.change for e in events if isinstance(e, ev.Condition)]
    assert changes == ["Controlled", "no longer Controlled"]
    said = [narrate.event(e) for e in events if isinstance(e, ev.Condition)]
    assert f"{name}, p. {page})" in said[0] and "the order is done" in said[1]
    offa, patty = (game.challenge.fighter(keys[n]).name for n in ("Offa", "Patty"))
    told = "\n".join(filter(None, map(narrate.event, events)))  # the text game, the log
    order = [line for line in told.splitlines() if f"[GM, {orders.CHOSEN}]" in line]
    assert len(order) == 1 and f"{offa}: " in order[0] and patty in order[0], told


def test_a_plain_hit_still_wounds_its_target(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
    struck: list[str],  # noqa: F811
) -> None:
    """The same blow with no Control doom Wounds Offa and Controls no one."""
    game = ready()
    fighting_as(greater=(doom(game, "elite", "Command"),))
    keys = initiatives(game, Offa="Two of Cups", Patty="Five of Cups", Svein="Ten of Cups")
    mark = len(game.log.events)
    attack(game, "The Hermit", keys["Offa"], doom_name=None)
    assert struck == [keys["Offa"]]
    assert not [e for e in game.log.events[mark:] if isinstance(e, ev.Condition)]


def test_a_controlled_adventurer_alone_drops_what_it_holds(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
    struck: list[str],  # noqa: F811
) -> None:
    """Policy (p. 12): with no guild-mate beside them, the order is to let go of the weapon
    in hand, which must be Recovered (Disarm, p. 12); no one is Wounded."""
    game = ready()
    fighting_as(greater=(doom(game, "jinn", "Possess"),))
    keys = initiatives(game, Offa="Two of Cups", Patty="Five of Cups", Svein="Ten of Cups")
    apart(game, keys["Patty"], keys["Svein"])
    offa = game.challenge.fighter(keys["Offa"])
    assert control.held(game, offa) is not None, "precondition: Offa holds her dagger"
    give(game, GM, "The Magician", "The Sun")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom == "Possess"
    attack(game, "The Hermit", keys["Offa"], doom_name="Possess")
    assert struck == []
    assert "disarm" in game.challenge.fighter(keys["Offa"]).effects


def test_the_gm_spends_no_greater_doom_on_an_order_that_costs_the_guild_nothing(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
) -> None:
    """Policy (``worm.gm.orders.worth``): alone and empty-handed, Offa could only be sent
    walking or left standing, so the elite Attacks plainly and keeps Command."""
    game = ready()
    fighting_as(greater=(doom(game, "elite", "Command"),))
    keys = initiatives(game, Offa="Two of Cups", Patty="Five of Cups", Svein="Ten of Cups")
    apart(game, keys["Patty"], keys["Svein"])
    harm.afflict(game, keys["Offa"], "disarm")
    give(game, GM, "The Magician", "The Sun")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Attack" and plan.doom != "Command"


def test_mesmerize_is_not_tried_on_one_who_cannot_meet_the_vampires_eyes(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
) -> None:
    """p. 282: Mesmerize works only on one looking into the vampire's eyes; a Blind
    adventurer cannot, so the GM does not spend the doom on them."""
    game = ready()
    fighting_as(greater=(doom(game, "vampire", "Mesmerize"),))
    keys = initiatives(game, Offa="Two of Cups", Patty="Five of Cups", Svein="Ten of Cups")
    harm.afflict(game, keys["Offa"], "blind")
    give(game, GM, "The Magician", "The Sun")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.doom != "Mesmerize"


def test_a_control_doom_never_rides_an_ordinary_attack() -> None:
    """A Control doom's hit does no harm (pp. 251, 267, 269, 282): none is a plain rider."""
    assert set(control_rules.DOOMS) <= dooms.HARMLESS


MATES = (orders.Mate("a", "Ada", 6, 0), orders.Mate("b", "Bo", None, 3))


@pytest.mark.parametrize(
    ("mates", "held", "ways", "kind"),
    [
        (MATES, "dagger", [(1, "the hall", False)], "strike"),
        ((), "dagger", [(1, "the hall", False)], "drop"),
        ((), None, [(1, "the hall", True), (2, "the pit", False)], "walk"),
        ((), None, [], "stand"),
    ],
    ids=["strike", "drop", "walk", "stand"],
)
def test_the_gm_orders_what_costs_the_guild_most(
    mates: tuple[orders.Mate, ...], held: str | None, ways: list[tuple[int, str, bool]], kind: str
) -> None:
    """Policy: strike the mate with the lowest Initiative (a face-down one reckoned at 8),
    else drop what is held, else walk off where no mate stands, else stand still."""
    order = orders.give("Command", mates, held, ways)
    assert order.kind == kind
    if kind == "strike":
        assert order.target == "a", "6 shown is lower than a face-down card reckoned at 8"
    if kind == "walk":
        assert order.zone == 2, "away from the guild"
    assert orders.worth(order) is (kind in ("strike", "drop"))


def test_the_yellow_kings_orders_are_mad_errands() -> None:
    """p. 269: the King Controls his target into an insane task; the same orders, in words
    a bewitched mind would heed."""
    plain = orders.give("Command", MATES, None, [])
    mad = orders.give(control_rules.CROWN, MATES, None, [])
    assert (mad.kind, mad.target) == (plain.kind, plain.target)
    assert "baby" in mad.says and mad.says != plain.says


def test_a_controlled_adventurer_alone_and_empty_handed_walks_off_as_ordered(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
    struck: list[str],  # noqa: F811
) -> None:
    """Policy (p. 12): with no mate beside her and nothing in hand, Offa is sent into a
    neighbouring zone, one with no guild-mate first; the Move is worth the Hermit's 9, the
    foe whose hit engaged her swings as she goes (p. 109), and Control ends once she is there."""
    game = ready()
    fighting_as(greater=(doom(game, "elite", "Command"),))
    keys = initiatives(game, Offa="Two of Cups", Patty="Five of Cups", Svein="Ten of Cups")
    apart(game, keys["Patty"], keys["Svein"])
    harm.afflict(game, keys["Offa"], "disarm")
    ways = game.challenge.zone(0).neighbours
    assert ways, "precondition: the first zone leads somewhere"
    empty = [z for z in ways if z != 1]
    mark = len(game.log.events)
    attack(game, "The Hermit", keys["Offa"], doom_name="Command")
    events = game.log.events[mark:]
    assert struck == [keys["Offa"]], "only the free swing of the foe she leaves (p. 109)"
    now = game.challenge.fighter(keys["Offa"]).zone
    assert now == (min(empty) if empty else 1), "away from the guild when she can be"
    move = next(e for e in events if isinstance(e, ev.Action) and e.action == "Move")
    assert move.value == 9
    ended = [e.cause for e in events if isinstance(e, ev.Condition)][-1]
    assert ended.startswith("the order is done")


@pytest.mark.parametrize("command", [True, False], ids=["Command", "Regenerate alone"])
def test_a_regenerating_elite_keeps_a_greater_doom_back_for_command(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
    command: bool,
) -> None:
    """Policy (``worm.gm.mending``, p. 251): an elite with Command as well as Regenerate keeps
    its one greater card for Command rather than Heal with it; with Regenerate alone it Heals."""
    game = ready()
    greater = (doom(game, "elite", "Regenerate"),)
    fighting_as(greater=(*greater, doom(game, "elite", "Command")) if command else greater)
    initiatives(game, Offa="Two of Cups", Patty="Five of Cups", Svein="Ten of Cups")
    set_parts(game, foe(game), 1, 0)
    give(game, GM, "The Magician", "The Star")
    antagonists.turn(game, "foes")
    assert game.challenge.fighter(foe(game)).parts[0].health == (1 if command else 2)


def test_a_controlled_blow_makes_the_striker_an_enemy_to_a_berserkers_rage(
    fighting_as,  # type: ignore[no-untyped-def]  # noqa: F811
    struck: list[str],  # noqa: F811
) -> None:
    """p. 64: a guild-mate who struck at a berserker in this fight is one of the rage's foes:
    Offa, Commanded, strikes Patty, and is kept as an enemy to Patty's rage for the
    rest of the fight (``Challenge.turned``), whether or not she is berserk yet."""
    game = ready()
    fighting_as(greater=(doom(game, "elite", "Command"),))
    keys = initiatives(game, Offa="Two of Cups", Patty="Five of Cups", Svein="Ten of Cups")
    give(game, GM, "The Magician", "The Sun")
    assert game.challenge.turned == ()
    attack(game, "The Hermit", keys["Offa"], doom_name="Command")
    assert struck == [keys["Patty"]]
    assert game.challenge.turned == ((keys["Patty"], keys["Offa"]),)
