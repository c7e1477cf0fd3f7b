"""A choice the content marks ``who = "group"`` is a group test (p. 11).

26 interactions in the pack (21 in features.toml, 3 in traps.toml, 2 in meatgrinder.toml) say
the guild does them together ("haul hard on the chain together"). The most and the least
qualified test, each may push a failure, and the hits they score between them (two for a
great success, one for a success, none for a failure, minus one for a great failure) decide
for the guild: 2 hits a success, 1 a tight spot, 0 a failure, fewer a disaster (p. 11).
"""

from __future__ import annotations

import pytest

from tests.fixtures import features
from tests.unit.engine.test_crawl import stack
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.text import explain

HOOK = "giants_hook"  # the Giant's Hook and Chain (p. 366): "haul hard on the chain together"


def test_the_hook_is_a_group_choice() -> None:
    """The precondition: the pack still marks the hook's first choice as the group's."""
    feature = features.meet(HOOK).pack.features[HOOK]
    assert feature.interactions[0].who == "group"
    assert feature.interactions[0].approach == "swords"


def haul(cards: tuple[str, ...], answers: tuple[cmd.Command, ...]) -> tuple[Game, int]:
    """The guild hauls on the Giant's chain with ``cards`` next on the minor deck, answering
    each failure in turn with ``answers``; the game and where its log stood before."""
    game = features.meet(HOOK)
    swords = sorted(a.attributes["swords"] for a in game.guild.adventurers if a.active)
    assert swords[0] < swords[-1], "the most and the least qualified differ"
    stack(game, minor=cards)
    mark = len(game.log.events)
    game.execute(cmd.Act(target=game.pack.features[HOOK].name, option=1))
    for answer in answers:
        assert game.pending is not None, "a failure waits to be pushed or let stand"
        game.execute(answer)
    assert game.pending is None
    return game, mark


def most_and_least(game: Game) -> tuple[str, str]:
    """The names of the best at Swords and the worst, ties to the first and the last on the
    roster (policy, p. 11)."""
    ready = [a for a in game.guild.adventurers if a.active]
    most = max(ready, key=lambda a: a.attributes["swords"])
    least = min(reversed(ready), key=lambda a: a.attributes["swords"])
    return most.name, least.name


def told(game: Game, mark: int, text: str) -> bool:
    return any(isinstance(e, ev.Narration) and e.text == text for e in game.log.events[mark:])


ACCEPT, PUSH = cmd.AcceptFate(), cmd.PushFate()


@pytest.mark.parametrize(
    ("cards", "answers", "hits", "outcome"),
    [
        (("King of Cups", "King of Wands"), (), 2, "success"),
        (("King of Swords", "Two of Cups"), (ACCEPT,), 2, "success"),  # great success: 2 hits
        (("King of Cups", "Two of Cups"), (ACCEPT,), 1, "tight_spot"),
        (("Two of Cups", "Three of Cups"), (ACCEPT, ACCEPT), 0, "failure"),
        (
            ("Two of Cups", "Three of Cups", "Four of Cups", "Five of Cups"),
            (PUSH, PUSH),
            -2,
            "disaster",
        ),
        (("King of Cups", "Two of Cups", "King of Pentacles"), (PUSH,), 2, "success"),
    ],
    ids=["two-successes", "great-success", "tight-spot", "failure", "disaster", "pushed"],
)
def test_a_group_choice_is_a_group_test(
    cards: tuple[str, ...], answers: tuple[cmd.Command, ...], hits: int, outcome: str
) -> None:
    game, mark = haul(cards, answers)
    fates = [e for e in game.log.events[mark:] if isinstance(e, ev.Fate)]
    most, least = most_and_least(game)
    assert [f.who for f in fates] == [most, least], (
        "the most, then the least qualified test (p. 11)"
    )
    groups = [e for e in game.log.events[mark:] if isinstance(e, ev.GroupTest)]
    assert [(g.hits, g.outcome, g.needed) for g in groups] == [(hits, outcome, 2)]
    interaction = game.pack.features[HOOK].interactions[0]
    won = outcome in ("success", "tight_spot")
    assert told(game, mark, interaction.on_success[0].text) is won
    assert told(game, mark, interaction.on_failure[0].text) is not won


def test_a_tight_spot_costs_the_least_qualified_a_wound() -> None:
    game, mark = haul(("King of Cups", "Two of Cups"), (ACCEPT,))
    wounded = [e.who for e in game.log.events[mark:] if isinstance(e, ev.Wound)]
    assert wounded == [most_and_least(game)[1]]


def test_a_guild_of_one_tests_once_and_one_hit_will_do() -> None:
    game = features.meet(HOOK)
    for a in game.guild.adventurers[1:]:
        game.set_adventurer(
            a.model_copy(update={"conditions": a.conditions.model_copy(update={"dead": True})})
        )
    stack(game, minor=("King of Cups",))
    mark = len(game.log.events)
    game.execute(cmd.Act(target=game.pack.features[HOOK].name, option=1))
    groups = [e for e in game.log.events[mark:] if isinstance(e, ev.GroupTest)]
    assert [(len(g.testers), g.hits, g.needed, g.outcome) for g in groups] == [(1, 1, 1, "success")]


def test_the_text_game_names_a_group_choice_a_group_test() -> None:
    game = features.meet(HOOK)
    option = game.pack.features[HOOK].interactions[0]
    assert "a group test of Swords (p. 11)" in explain._asks(option)
