"""Each band of a mixed fight keeps its own Disposition (issue 22, point 4; pp. 100, 121):
words aimed at one band move that band alone; a band whose mood turns stands back while the
other fights on; each band lays its Initiative and flees by its own mood; the fight's view
names each band's Disposition in the text game and the terminal."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import STAND_IN, accounted, fight, goblins, set_initiative  # noqa: F401
from tests.unit.engine.test_challenge_actions import (
    acts,
    hand,
    play,
    ready,
    set_parts,
    turn,
)
from worm.engine import antagonists
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.level import Kin
from worm.text import fight as fight_words
from worm.ui import field

pytestmark = pytest.mark.usefixtures("goblins")


def mixed(emotion: str = "fear") -> Game:
    """Three goblins and two more of their kind as a second band, in ``emotion``, everyone
    in the first zone with empty hands, no likes or dislikes to colour the words."""
    game = ready(2, emotion=emotion, others=(Kin(STAND_IN, 2),))
    game.meeting = replace(game.meeting, traits=(), tongues=("vulgaris",))  # words (p. 29)
    return game


def _placate_the_second_band(game: Game) -> list[ev.Event]:
    """Bryonie banters the second band, bloodied (Wary, Morale 10), to calm it (p. 119)."""
    set_parts(game, "foes2.2", 2, 0)
    set_initiative(game, "foes", "Temperance")
    set_initiative(game, "foes2", "Justice")
    hand(game, "Bryonie", "Nine of Cups")
    turn(game, "Bryonie")
    return play(game, "Bryonie", "Nine of Cups", "Banter", target="foes2.1", option="placate")


def test_banter_aimed_at_one_band_moves_that_band_alone_and_it_stands_back() -> None:
    """p. 100 and p. 121: the words reach the band they were aimed at — the second band is
    calmed to trust and lowers its weapons, while the first, still afraid, fights on."""
    game = mixed()
    second = game.challenge.group("foes2").name
    game.meeting = replace(game.meeting, tongues=("vulgaris",))  # words they follow (p. 29)
    events = _placate_the_second_band(game)
    banter = acts(events, "Banter")[0]
    assert banter.value > banter.vs  # the words beat the band's Morale
    moved = [(e.npc, e.emotion) for e in events if isinstance(e, ev.Disposition)]
    assert moved == [(second, "trust")]
    assert game.meeting.mood_of("foes2")[0] == "trust"
    assert game.meeting.mood_of("foes")[0] == "fear"
    ch = game.challenge
    assert ch is not None and game.phase == "challenge"  # the fight goes on
    assert all(f.out == "gone" for f in ch.members("foes2"))
    assert all(f.fighting for f in ch.members("foes"))
    accounted(game)


def test_each_band_fights_by_its_own_disposition() -> None:
    """p. 101: a band in fear lays its lowest card and flees, one in anger its highest and
    fights — the same fight, two bands, two stances."""
    game = mixed("anger")
    game.meeting = game.meeting.with_mood("foes2", "fear", "basic")
    assert antagonists.stance(game, "foes").id != antagonists.stance(game, "foes2").id
    assert antagonists.stance(game, "foes2").flees
    assert not antagonists.stance(game, "foes").flees


def test_the_last_band_to_lower_its_weapons_ends_the_fight_in_a_parley() -> None:
    """With the other band beaten, calming the last one ends the fight (pp. 101–102)."""
    game = mixed()
    ch = game.challenge
    game.challenge = replace(
        ch, fighters=tuple(replace(f, out="dead") if f.group == "foes" else f for f in ch.fighters)
    )
    _placate_the_second_band(game)
    assert game.challenge is None and game.phase == "parley"


def test_the_fight_view_names_each_bands_disposition() -> None:
    """The text game's ``status`` and the terminal's Challenge screen show each band's own
    Disposition in a mixed fight."""
    game = mixed("anger")
    game.meeting = game.meeting.with_mood("foes2", "fear", "basic")
    wheel = game.pack.dispositions
    angry, afraid = wheel.stance("anger").named("basic"), wheel.stance("fear").named("basic")
    shown = fight_words.view(game)
    terminal = field.view(game).plain
    for text in (shown, terminal):
        first, second = (text.index(g.name) for g in game.challenge.groups if g.side == "foes")
        assert f"{angry} (basic anger)" in text[first:second]
        assert f"{afraid} (basic fear)" in text[second:]
