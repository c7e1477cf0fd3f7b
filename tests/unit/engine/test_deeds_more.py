"""The noteworthy deeds p. 149 names besides a lord slain and a way forged — a great building
brought down, a relic of power taken back — and a mixed roster's name (p. 46):
mostly dastardly deeds chill those who have heard of the guild, an even mix moves nobody."""

from __future__ import annotations

import pytest

from worm.content.interaction import SetFlag
from worm.engine import commands as cmd
from worm.engine import crawl, meet
from worm.engine import events as ev
from worm.gm import deeds
from worm.model.city import Feat
from worm.rules import disposition

from .test_crawl import WALK, below, of


def test_a_relic_carried_out_is_a_deed_whatever_its_price() -> None:
    """p. 149: the reliquary (140 gold, under the great-worth bar) is reclaimed all the same."""
    game = below(WALK)
    game.loot = ("reliquary_finger", "silver_ring")
    game.execute(cmd.Take(way="out"))
    name = game.pack.treasure["reliquary_finger"].name
    assert game.guild.deeds == (f"reclaimed {name}, a potent relic",)
    assert "relic" not in game.pack.treasure["silver_ring"].tags


def test_the_idol_can_be_toppled_and_its_fall_is_a_deed() -> None:
    """The Gem-Eyed Devil (p. 366) is prominent architecture: toppled, its fall is written in
    step 2 (p. 149), once however often the flag is raised."""
    game = below(WALK)
    features = {f.id: f for f in game.pack.features.values()}
    idol = next(i for i in features["devil_idol"].interactions if i.verb.startswith("topple"))
    assert [o.id for o in idol.on_success if isinstance(o, SetFlag)] == ["idol_toppled"]
    flag = SetFlag(effect="flag", id="idol_toppled", text="down it comes")
    crawl.outcome(game, flag, None)
    crawl.outcome(game, flag, None)
    game.execute(cmd.Take(way="out"))
    assert game.guild.deeds == (
        f"brought down the Gem-Eyed Devil in {game.world.levels[0].seed.name}",
    )


def test_deeds_rank_architecture_and_relics_between_ways_and_treasures() -> None:
    feats = (
        Feat("treasure", "carried a crown out"),
        Feat("relic", "reclaimed a finger"),
        Feat("architecture", "brought down an idol"),
        Feat("way", "forged a way"),
    )
    assert deeds.judge(feats, 5) == (
        "forged a way",
        "brought down an idol",
        "reclaimed a finger",
        "carried a crown out",
    )


@pytest.mark.parametrize(
    ("bad", "good", "leaning"), [(3, 0, -1), (2, 1, -1), (2, 2, 0), (1, 2, 1), (0, 3, 1)]
)
def test_the_share_of_dastardly_deeds_tilts_the_name(bad: int, good: int, leaning: int) -> None:
    written = tuple(f"bad {n}" for n in range(bad)) + tuple(f"good {n}" for n in range(good))
    assert deeds.tilt(written, written[:bad]) == leaning


@pytest.mark.parametrize(("bad", "moved"), [(2, "colder"), (1, "warmer"), (0, "warmer")])
def test_a_famous_mixed_roster_is_met_as_its_share_of_ill_deeds_says(bad: int, moved: str) -> None:
    game = below(WALK)
    written = tuple(f"deed {n}" for n in range(3))
    game.guild = game.guild.model_copy(update={"deeds": written, "dastardly": written[:bad]})
    talker = next(m for m in game.pack.monsters.values() if m.talks and not m.aggressive)
    meet.start(game, talker.id, 1, game.room, False)
    start = next(d for d in of(game.log.events, ev.Disposition) if d.cause == "start")
    (step,) = [d for d in of(game.log.events, ev.Disposition) if d.cause == "fame"]
    want = disposition.shift(
        game.pack.dispositions, start.emotion, start.intensity, moved == "warmer"
    )
    assert (step.emotion, step.intensity) == want


def test_an_even_mix_moves_nobody() -> None:
    game = below(WALK)
    written = tuple(f"deed {n}" for n in range(4))
    game.guild = game.guild.model_copy(update={"deeds": written, "dastardly": written[:2]})
    talker = next(m for m in game.pack.monsters.values() if m.talks and not m.aggressive)
    meet.start(game, talker.id, 1, game.room, False)
    assert not [d for d in of(game.log.events, ev.Disposition) if d.cause == "fame"]
    assert any("as much ill as good" in g.why for g in of(game.log.events, ev.Gm))
