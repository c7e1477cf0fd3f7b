"""Loremaster's second advantage (p. 79): an old script met below ground is translated in a
watch or two (policy: a short one by a trap, one watch). Our content cuts such a script by
some traps (``assets/traps.toml``, ``inscription``); read out, it tells truly what the trap
does, and the guild knows the trap for one (found with no test, p. 88). The room is
``test_dwimmercraft``'s quiet first room holding only the trap."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.fixtures import features
from tests.unit.engine.test_dwimmercraft import PACK, met
from tests.unit.engine.test_lore_bids import teach
from worm.content.features import Feature
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import runes
from worm.engine.autoplay import _translate
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl

CUT = sorted(t for t, trap in PACK.traps.items() if trap.inscription)


def test_the_content_cuts_scripts_by_traps() -> None:
    assert len(CUT) >= 5
    assert all(PACK.traps[t].inscription != PACK.traps[t].description for t in CUT)


def loremaster_by(trap: str, state: str = "mastered") -> Game:
    game = met(trap)
    teach(game, "a1", runes.TALENT, state, xp=3)
    return game


@pytest.mark.parametrize("trap", CUT)
def test_a_watch_spent_translating_tells_the_trap(trap: str) -> None:
    game = loremaster_by(trap)
    assert (game.room, trap) not in game.state.spotted, "the precondition: not yet found"
    watches = game.watches
    events = game.execute(cmd.Translate(who="a1"))
    assert game.watches == watches + 1, "a watch (p. 79)"
    said = [e.text for e in events if isinstance(e, ev.Narration)]
    assert any(PACK.traps[trap].inscription in t for t in said)
    assert (game.room, trap) in game.state.spotted
    with pytest.raises(IllegalCommand, match="no old script"):
        game.execute(cmd.Translate(who="a1"))


def test_in_training_it_costs_1_xp_and_only_a_loremaster_reads() -> None:
    game = loremaster_by(CUT[0], "in_training")
    game.execute(cmd.Translate(who="a1"))
    assert game.guild.adventurer("a1").xp == 2
    game = met(CUT[0])
    a1 = game.guild.adventurer("a1")
    talents = tuple(t for t in a1.talents if t.id != runes.TALENT)
    game.set_adventurer(a1.model_copy(update={"talents": talents}))
    with pytest.raises(IllegalCommand, match="Loremaster"):
        game.execute(cmd.Translate(who="a1"))


def test_a_plain_trap_has_nothing_to_read() -> None:
    plain = next(t for t in sorted(PACK.traps) if not PACK.traps[t].inscription)
    game = loremaster_by(plain)
    with pytest.raises(IllegalCommand, match="no old script"):
        game.execute(cmd.Translate(who="a1"))


def test_the_text_game_and_the_bot_translate() -> None:
    """``translate WHO``; the bot reads a script by a trap it has not found, and leaves one
    by a trap it knows (policy ``autoplay._translate``)."""
    game = loremaster_by(CUT[0])
    name = game.guild.adventurer("a1").name.split()[0]
    assert repl.parse(game, f"translate {name}") == cmd.Translate(who="a1")
    assert _translate(game) == cmd.Translate(who="a1")
    state = game.state
    game.states[game.depth] = replace(state, spotted=state.spotted | {(game.room, CUT[0])})
    assert _translate(game) is None


# --- writing on room features (p. 79; ``assets/features.toml``, ``script``) ---------------------

WRITTEN = sorted(f for f, feature in PACK.features.items() if feature.script)


def test_the_content_writes_on_tombs_statues_shelves_and_thrones() -> None:
    assert len(WRITTEN) >= 6
    for f in WRITTEN:
        feature = PACK.features[f]
        assert feature.script is not None
        assert feature.script.tells in [i.verb for i in feature.interactions]


def test_a_script_must_tell_of_one_of_its_feature_s_own_interactions() -> None:
    feature = PACK.features[WRITTEN[0]]
    data = feature.model_dump(mode="json", exclude_none=True)
    data["script"] = {"tells": "dance on the ceiling", "text": "Nothing here is as it seems."}
    with pytest.raises(ValueError, match="it tells of 'dance on the ceiling'"):
        Feature.model_validate(data)


def reader_at(feature: str, state: str = "mastered") -> Game:
    game = features.meet(feature)
    game.level.stock[game.room].traps = []
    teach(game, "a1", runes.TALENT, state, xp=3)
    return game


@pytest.mark.parametrize("feature", WRITTEN)
def test_a_watch_spent_translating_reads_a_feature_s_writing_once(feature: str) -> None:
    game = reader_at(feature)
    script = PACK.features[feature].script
    assert script is not None
    watches = game.watches
    events = game.execute(cmd.Translate(who="a1"))
    assert game.watches == watches + 1, "a watch (p. 79)"
    said = [e.text for e in events if isinstance(e, ev.Narration)]
    assert any(script.text in t for t in said)
    assert any(k == "runes" and f"{game.room}:{feature}" == v for _, k, v in game.lore)
    with pytest.raises(IllegalCommand, match="no old script"):
        game.execute(cmd.Translate(who="a1"))


def test_in_training_a_feature_s_writing_costs_1_xp() -> None:
    game = reader_at(WRITTEN[0], "in_training")
    game.execute(cmd.Translate(who="a1"))
    assert game.guild.adventurer("a1").xp == 2


def test_a_named_feature_is_read_and_a_trap_s_script_goes_first_unnamed() -> None:
    game = reader_at(WRITTEN[0])
    game.level.stock[game.room].traps = [CUT[0]]
    name = PACK.features[WRITTEN[0]].name
    assert runes.unread(game) and runes.written(game), "the precondition: both to read"
    with pytest.raises(IllegalCommand, match="no untranslated writing on 'kettle'"):
        game.execute(cmd.Translate(who="a1", what="kettle"))
    game.execute(cmd.Translate(who="a1"))
    assert runes.written(game) and not runes.unread(game), "the trap's script first"
    events = game.execute(cmd.Translate(who="a1", what=name.split()[-1]))
    assert not runes.written(game)
    assert any(isinstance(e, ev.Narration) and "reads out the writing" in e.text for e in events)


def test_the_text_game_names_the_feature_and_the_bot_reads_it() -> None:
    game = reader_at(WRITTEN[0])
    name = game.guild.adventurer("a1").name.split()[0]
    feature = PACK.features[WRITTEN[0]].name
    word = feature.split()[-1]
    assert repl.parse(game, f"translate {name} {word}") == cmd.Translate(who="a1", what=word)
    assert _translate(game) == cmd.Translate(who="a1", what=feature)
    game.execute(cmd.Translate(who="a1", what=feature))
    assert _translate(game) is None
