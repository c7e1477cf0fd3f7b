"""The gluttony devil's Stinking Cloud (p. 258, after the spell of p. 208), with the book's
numbers: it fills the zone, and each other creature who breathes and begins a round in it is
Stunned, an adventurer drawing one card fewer.

The stand-in monster fights as the book's goblins (``fight_kit``) given the devil's doom;
seed 5's guild: Patty, Offa and Svein, all in the first zone.
"""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    ready,
)
from tests.unit.engine.test_zone_dooms import play
from worm.engine import challenge, stinking_cloud
from worm.engine.session import Game
from worm.rules import initiative
from worm.text import fight as fight_text
from worm.ui import field


def hand_sizes(game: Game) -> list[int]:
    return [len(game.challenge.hand(f.key)) for f in game.challenge.side("guild")]


def test_the_cloud_fills_the_zone_and_stuns_the_guild_when_the_next_round_begins(
    fighting_as,  # noqa: F811
) -> None:
    """p. 258: a greater doom card fills the devil's zone; nobody is Stunned until a round
    begins, then each adventurer in the cloud holds one card fewer than the 5 dealt (p. 208),
    while the devil's own kind breathe it freely. The text game shows the cloud."""
    game = ready()
    fighting_as(greater=(doom(game, "devil_gluttony", "Stinking Cloud"),))
    zone = game.challenge.side("guild")[0].zone
    play(game, "Stinking Cloud", "The Sun")
    assert stinking_cloud.clouded(game.challenge, zone)
    assert "a stinking cloud" in fight_text.view(game)
    challenge.new_round(game)
    assert hand_sizes(game) == [initiative.PLAYER_HAND - 1] * 3
    assert all("stun" not in f.effects for f in game.challenge.side("foes"))


def test_without_the_cloud_the_round_deals_full_hands(
    fighting_as,  # noqa: F811
) -> None:
    """The same round with no cloud released: every hand holds all 5 cards (p. 112)."""
    game = ready()
    fighting_as(greater=(doom(game, "devil_gluttony", "Stinking Cloud"),))
    challenge.new_round(game)
    assert hand_sizes(game) == [initiative.PLAYER_HAND] * 3


def test_an_adventurer_who_leaves_the_cloud_breathes_again(
    fighting_as,  # noqa: F811
) -> None:
    """p. 258: only those who begin the round in the cloud are Stunned."""
    game = ready()
    fighting_as(greater=(doom(game, "devil_gluttony", "Stinking Cloud"),))
    play(game, "Stinking Cloud", "The Sun")
    ch = game.challenge
    patty = ch.side("guild")[0]
    away = ch.zone(patty.zone).neighbours[0]
    game.challenge = ch.with_fighter(replace(patty, zone=away))
    challenge.new_round(game)
    assert hand_sizes(game) == [initiative.PLAYER_HAND, *[initiative.PLAYER_HAND - 1] * 2]


def test_the_cloud_clears_when_its_maker_is_out(
    fighting_as,  # noqa: F811
) -> None:
    """Policy (p. 208: the cloud is kept up): with the devil gone, the next round begins in
    clean air."""
    game = ready()
    fighting_as(greater=(doom(game, "devil_gluttony", "Stinking Cloud"),))
    play(game, "Stinking Cloud", "The Sun")
    ch = game.challenge
    for f in ch.side("foes"):
        ch = ch.with_fighter(replace(f, out="fled"))
    game.challenge = ch
    stinking_cloud.round_begins(game)
    assert not any(stinking_cloud.clouded(game.challenge, z.id) for z in game.challenge.zones)


def test_the_terminal_field_shows_the_cloud(fighting_as) -> None:  # noqa: F811
    """The Challenge screen's field marks the clouded zone, as the text game does."""
    game = ready()
    fighting_as(greater=(doom(game, "devil_gluttony", "Stinking Cloud"),))
    assert "a stinking cloud" not in field.view(game).plain
    play(game, "Stinking Cloud", "The Sun")
    assert "a stinking cloud" in field.view(game).plain
