"""Acrobat (p. 74): a climb needs no test of fate, and a fall counts 20' shorter: for nothing
when ready for it (a drop chosen, such as the jump into the Dry Cistern), else for 1 Resolve
(the Crawl's traps and slips come unlooked-for: policy ``worm.gm.talents.braces``)."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_dying import game_below
from worm.content.interaction import Interaction
from worm.engine import autoacrobat, autoplay, explore, wounds
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.adventurer import Talent
from worm.model.fate import FateTest
from worm.rules import falling
from worm.rules.fate import Outcome


def acrobat(game: Game, who: str, state: str | None = "mastered", resolve: int = 2) -> None:
    a = game.guild.adventurer(who)
    known = () if state is None else (Talent(id="acrobat", state=state),)  # type: ignore[arg-type]
    talents = (*(t for t in a.talents if t.id != "acrobat"), *known)
    game.guild = game.guild.with_adventurer(
        a.model_copy(update={"talents": talents, "resolve": resolve})
    )


CLIMB = Interaction.model_validate(
    {
        "verb": "climb the outside wall",
        "approach": "pentacles",
        "on_failure": [{"effect": "wound", "count": 1, "text": "You slip and scrape down."}],
    }
)


def fall(game: Game, who: str, feet: int) -> list[ev.Event]:
    """``who`` lands a ``feet``-high fall after a failed Pentacles test (p. 96)."""
    mark = len(game.log.events)
    test = FateTest(who, "pentacles", 2, 0, (), 5, False, Outcome.FAILURE)
    wounds.land(game, test, feet)
    return game.log.events[mark:]


@pytest.mark.parametrize(
    ("state", "resolve", "taken"),
    [
        ("mastered", 2, 0),  # 25' counts as 5': no Wound
        (None, 2, 2),  # 25': 2 Wounds (p. 96)
        ("mastered", 0, 2),  # no Resolve to brace with
    ],
)
def test_an_acrobat_falls_twenty_feet_shorter_for_one_resolve(
    state: str | None, resolve: int, taken: int
) -> None:
    game = game_below()
    acrobat(game, "a1", state, resolve)
    events = fall(game, "a1", 25)
    assert len([e for e in events if isinstance(e, ev.Wound)]) == taken
    spent = state is not None and resolve > 0
    assert game.guild.adventurer("a1").resolve == resolve - int(spent)


def test_an_acrobat_climbs_without_a_test() -> None:
    game = game_below()
    acrobat(game, "a1")
    climb = CLIMB
    mark = len(game.log.events)
    explore.perform(game, climb, "a1", key="test:climb")
    events = game.log.events[mark:]
    assert not [e for e in events if isinstance(e, ev.Fate)]
    assert game.pending is None
    assert any(isinstance(e, ev.Gm) and "Acrobat" in e.why for e in events)


def test_one_who_is_no_acrobat_tests_to_climb() -> None:
    game = game_below()
    acrobat(game, "a1", None)
    climb = CLIMB
    mark = len(game.log.events)
    explore.perform(game, climb, "a1", key="test:climb")
    events = game.log.events[mark:]
    assert [e for e in events if isinstance(e, ev.Fate)] or game.pending is not None


def drop(game: Game, who: str, feet: int, outcome: Outcome = Outcome.FAILURE) -> list[ev.Event]:
    """``who`` lands a ``feet``-high drop they chose, ready for it (p. 74)."""
    mark = len(game.log.events)
    test = FateTest(who, "pentacles", 2, 0, (), 5, False, outcome)
    wounds.land(game, test, feet, prepared=True)
    return game.log.events[mark:]


@pytest.mark.parametrize(
    ("state", "taken"),
    [
        ("mastered", 0),  # 25' counts as 5' (p. 74): no Wound, no Resolve
        (None, 2),  # 25': 2 Wounds (p. 96); being ready is nothing without the talent
    ],
)
def test_a_prepared_fall_counts_twenty_feet_shorter_for_nothing(
    state: str | None, taken: int
) -> None:
    """p. 74: an acrobat ready for the drop counts it 20' less, and pays no Resolve for it,
    unlike the fall that comes unlooked-for."""
    game = game_below()
    acrobat(game, "a1", state, resolve=2)
    events = drop(game, "a1", 25)
    assert len([e for e in events if isinstance(e, ev.Wound)]) == taken
    assert game.guild.adventurer("a1").resolve == 2
    ready = [e for e in events if isinstance(e, ev.Gm) and e.rule == "p. 74"]
    assert bool(ready) == (state is not None)


def test_a_prepared_thirty_five_foot_drop_with_a_success_is_one_wound() -> None:
    """p. 96's test and p. 74's 20' stack: 35' - 10' (a success) - 20' = 5': no Wound; with
    the talent alone, 35' - 20' = 15': 1 Wound after a failed test."""
    game = game_below()
    acrobat(game, "a1", resolve=0)
    assert not [e for e in drop(game, "a1", 35, Outcome.SUCCESS) if isinstance(e, ev.Wound)]
    assert len([e for e in drop(game, "a1", 35) if isinstance(e, ev.Wound)]) == 1


def _cistern(game: Game, monkeypatch: pytest.MonkeyPatch) -> tuple[str, int, Interaction]:
    """The Dry Cistern, put in the guild's room: its jump down is a drop on purpose."""
    cistern = game.pack.features["dry_cistern_pit"]
    jump = next(i for i in cistern.interactions if i.verb.startswith("jump down"))
    monkeypatch.setattr(explore, "choices_here", lambda g: [(cistern.name, cistern.interactions)])
    return cistern.name, cistern.interactions.index(jump) + 1, jump


def test_the_acrobat_jumps_down_the_dry_cistern_unhurt(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Crawl's drop on purpose: 20' into the Dry Cistern. Named by no one, the GM sends
    the acrobat (policy), who lands it as 0' whatever the Pentacles test (p. 74), no Resolve;
    the heap is searched."""
    game = game_below()
    acrobat(game, "a3", resolve=2)
    name, number, _ = _cistern(game, monkeypatch)
    gold = game.guild.adventurer("a3").gold
    events = game.execute(cmd.Act(target=name, option=number))
    while game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    a3 = game.guild.adventurer("a3")
    assert not [e for e in events if isinstance(e, ev.Wound)]
    assert (a3.resolve, a3.gold) == (2, gold + 20)
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 74" and "20'" in e.why for e in events)


def test_one_who_is_no_acrobat_takes_the_whole_drop(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the talent the same 20' drop is a Pentacles test and 2 Piercing Wounds less
    what it softens (p. 96), for the one the player names."""
    game = game_below()
    for a in game.guild.adventurers:
        acrobat(game, a.id, None, resolve=a.resolve)
    name, number, _ = _cistern(game, monkeypatch)
    events = game.execute(cmd.Act(target=name, option=number, who="a1"))
    while game.pending is not None:
        events += game.execute(cmd.AcceptFate())
    landing = [e for e in events if isinstance(e, ev.Fate) and e.task == "land a 20' drop"]
    assert len(landing) == 1 and landing[0].who == game.guild.adventurer("a1").name
    taken = falling.damage(20, Outcome(landing[0].outcome)).wounds
    assert len([e for e in events if isinstance(e, ev.Wound)]) == taken
    assert not [e for e in events if isinstance(e, ev.Gm) and e.rule == "p. 74"]


def test_the_bot_drops_only_with_an_acrobat(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot's policy (``autoacrobat``): the jump is taken by an acrobat, named;
    with none, or one in training (whose XP the bot does not spend), it is left alone."""
    game = game_below()
    name, number, jump = _cistern(game, monkeypatch)
    monkeypatch.setattr(explore, "choices_here", lambda g: [(name, (jump,))])
    for a in game.guild.adventurers:
        acrobat(game, a.id, None, resolve=a.resolve)
    assert autoplay.Autoplay(daring=1.0)._dare(game) is None
    acrobat(game, "a2", "in_training")
    assert autoacrobat.jumper(game, jump) == (False, None)
    acrobat(game, "a2")
    assert autoplay.Autoplay(daring=1.0)._dare(game) == cmd.Act(target=name, option=1, who="a2")
