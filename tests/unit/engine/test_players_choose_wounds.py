"""A player's guild chooses its Wounds as they land (p. 124, "the player chooses"; issue 22,
point 5): a new game made for a player asks each member, when a Wound could go more than one
way, and a newcomer to that guild is asked too; a game the bot plays (``worm sim``, ``worm
demo``, the benches) keeps the GM's default and never stops to ask."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import fight, goblins  # noqa: F401
from tests.unit.engine.test_wound_asked import _bot_turns
from worm.engine import commands as cmd
from worm.engine.session import Game

from .test_city import surfaced


def _bot_fights(game: Game) -> tuple[int, bool]:
    """The bot fights ``game``'s Challenge, answering every ask by the policy: how many
    Wounds were asked on the way, and whether the fight ended."""
    asked = _bot_turns(game, answer=True)
    return asked, game.asked is None and game.phase != "challenge"


@pytest.mark.usefixtures("goblins")
def test_a_players_new_guild_is_asked_and_the_bots_is_not() -> None:
    """The same goblin fight, fought the same way: the guild a player's ``Game.new`` makes is
    asked about a Wound that could go more than one way (the bot answers it by the policy,
    ``worm.gm.wounds.answer``, so the fight ends); the guild ``worm sim`` makes is never
    asked, nor is the player's once each sets a standing order (``wounds WHO STEP,…``)."""
    for seed in range(1, 30):
        played = fight(seed, count=3, size=3)
        played.guild = Game.new(seed, size=3, ask=True).guild  # the player's, same sheets
        asked, ended = _bot_fights(played)
        if not asked:
            continue  # no Wound with a choice in this fight: try another seed
        assert ended
        bots = fight(seed, count=3, size=3)
        assert _bot_fights(bots) == (0, True)
        ordered = fight(seed, count=3, size=3)
        ordered.guild = Game.new(seed, size=3, ask=True).guild
        for a in ordered.guild.adventurers:  # a standing order stops the asking
            ordered.execute(cmd.WoundOrder(who=a.id, order=("armor", "Staggered", "Injured")))
        assert _bot_fights(ordered) == (0, True)
        return
    pytest.fail("no seed under 30 has a Wound with a choice land in the goblin fight")


def test_a_newcomer_to_a_guild_that_asks_is_asked_too() -> None:
    """p. 39: a recruit joins a player's guild, whose members ask (``wounds WHO ask``): the
    newcomer's player is asked too; a guild left to the GM's default gets one left to it."""
    for asking in (True, False):
        game = surfaced()
        if asking:
            for a in game.guild.adventurers:
                game.execute(cmd.WoundOrder(who=a.id, order=("ask",)))
        game.execute(cmd.Retire(who="a1"))
        game.execute(cmd.Recruit(path="cups"))
        newcomer = game.guild.adventurers[-1]
        assert newcomer.wound_order == (("ask",) if asking else ())
