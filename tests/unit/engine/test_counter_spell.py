"""Counter-spell (p. 82): when a creature's spell waits on the guild, one with the talent
spends 1 Resolve and plays a card as a Speak Incantation that goes first; the spell fizzles,
and unless the counter's value beats the spell's total the counterer draws on a maleficence
table (p. 201).

The nymph's Sleep Song (p. 274; Wands 4) is the spell: The Emperor (4) + 4 = 8 at Svein,
whose Initiative is 3, from ``test_sleep_song``'s seed-5 guild; Offa (Wands 4) knows
Counter-spell, and his counter is card + Wands (ruling, ``worm.rules.counter_spell.value``).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import give
from tests.unit.engine.test_creature_dooms import (
    fighting_as,  # noqa: F401  (a fixture)
    member,
    rulings,
)
from tests.unit.engine.test_sleep_song import knocked_out, singing
from tests.unit.engine.test_talents_in_fights import teach
from worm import tarot
from worm.engine import antagonists, challenge, options
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import counter_spell
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.rules import incantations
from worm.text import fightwords

SPELL_TOTAL = 4 + 4  # The Emperor + the nymph's Wands (p. 274)
OFFA_WANDS = 4


def song_waits(game: Game) -> None:
    """The nymph's Sleep Song at Svein is declared and waits on the guild (p. 114)."""
    give(game, "gm", "The Emperor", "The Sun")
    plan = antagonists.tactics.Plan(
        incantations.ACTION,
        tarot.card_named("The Emperor"),
        ((member(game, "Svein"), 1),),
        extra=tarot.card_named("The Sun"),
        doom=incantations.SLEEP_SONG,
    )
    declared = antagonists._declare(game, "foes", plan, minor=False)
    game.challenge = replace(game.challenge, queue=(declared,), step="reveal")
    challenge.advance(game)


def offa_counters(fighting_as) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    game = singing(fighting_as)
    teach(game, "Offa", counter_spell.TALENT)
    give(game, member(game, "Offa"), "Two of Wands", "Ten of Wands")
    song_waits(game)
    return game


def resolve_of(game: Game, who: str) -> int:
    return game.guild.adventurer(member(game, who)).resolve


def counter(game: Game, card: str) -> list[ev.Event]:
    return game.execute(
        cmd.Play(who=member(game, "Offa"), card=card, action=counter_spell.ACTION, minor=True)
    )


def awry(events: list[ev.Event]) -> bool:
    return any(
        isinstance(e, ev.Narration) and e.text.startswith("Maleficence of the") for e in events
    )


def test_a_counter_greater_than_the_spell_makes_it_fizzle_for_1_resolve(
    fighting_as,  # noqa: F811
) -> None:
    """Ten of Wands (10) + 4 = 14 beats the song's 8: it fizzles, Svein stays awake, Offa spends 1
    Resolve and draws on no maleficence table (p. 82)."""
    game = offa_counters(fighting_as)
    assert game.challenge.step == "interrupt"
    assert member(game, "Offa") in options.turn_of(game).who
    before = resolve_of(game, "Offa")
    events = counter(game, "Ten of Wands")
    shown = next(e for e in events if isinstance(e, ev.Action) and e.action == counter_spell.ACTION)
    assert (shown.value, shown.vs) == (10 + OFFA_WANDS, SPELL_TOTAL)
    assert resolve_of(game, "Offa") == before - 1
    assert not knocked_out(game, "Svein")
    assert any(isinstance(e, ev.Action) and e.result == "fizzles out" for e in events)
    assert not awry(events)
    assert rulings(events, "p. 82")


@pytest.mark.parametrize("card", ["Two of Wands", "Four of Wands"])
def test_a_counter_not_greater_still_fizzles_it_but_draws_maleficence(
    fighting_as,  # noqa: F811
    card: str,
) -> None:
    """Two of Wands (2 + 4 = 6) falls short of 8, Four of Wands (4 + 4 = 8) ties it: neither
    is greater, so the song still fizzles and Offa draws on a maleficence table (p. 201)."""
    game = offa_counters(fighting_as)
    give(game, member(game, "Offa"), card, "Ten of Wands")
    events = counter(game, card)
    assert not knocked_out(game, "Svein")
    assert awry(events) or any(isinstance(e, ev.Gm) and "Fool" in e.why for e in events), (
        "the draw is told (the Fool draws nothing, p. 201)"
    )


def test_let_pass_the_song_takes_hold(fighting_as) -> None:  # noqa: F811
    game = offa_counters(fighting_as)
    before = resolve_of(game, "Offa")
    game.execute(cmd.Pass())
    assert knocked_out(game, "Svein")
    assert resolve_of(game, "Offa") == before


def test_without_the_talent_the_song_is_not_held_for_a_counter(
    fighting_as,  # noqa: F811
) -> None:
    game = singing(fighting_as)
    teach(game, "Offa", counter_spell.TALENT, None)
    give(game, member(game, "Offa"), "Two of Wands", "Ten of Wands")
    song_waits(game)
    assert game.challenge is None or game.challenge.step != "interrupt"
    assert knocked_out(game, "Svein")


def test_no_counter_without_resolve(fighting_as) -> None:  # noqa: F811
    game = singing(fighting_as)
    teach(game, "Offa", counter_spell.TALENT)
    a = game.guild.adventurer(member(game, "Offa"))
    game.set_adventurer(a.model_copy(update={"resolve": 0}))
    give(game, member(game, "Offa"), "Ten of Wands")
    song_waits(game)
    assert knocked_out(game, "Svein")


def test_the_menu_offers_the_counter_and_the_text_game_reads_it(
    fighting_as,  # noqa: F811
) -> None:
    game = offa_counters(fighting_as)
    offa = member(game, "Offa")
    offered = {p.action for p in options.plays(game, offa, tarot.card_named("Two of Wands"))}
    assert offered == {counter_spell.ACTION}
    command = fightwords.play(game, "offa 10w counter".split())
    assert isinstance(command, cmd.Play) and command.action == counter_spell.ACTION
    alone = fightwords.play(game, "10w counter".split())  # the only one who can: no name needed
    assert (alone.who, alone.action) == (offa, counter_spell.ACTION)


def test_the_bot_counters_with_its_second_best_card(fighting_as) -> None:  # noqa: F811
    game = offa_counters(fighting_as)
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.who, command.action, command.card) == (
        member(game, "Offa"),
        counter_spell.ACTION,
        "Two of Wands",
    )


# --- the second use: ending a spell already in play (p. 82) ------------------------------------


def svein_sleeps(fighting_as) -> Game:  # type: ignore[no-untyped-def]  # noqa: F811
    """The song let pass: Svein sleeps by it, and Offa (Counter-spell) is awake."""
    game = offa_counters(fighting_as)
    game.execute(cmd.Pass())
    assert knocked_out(game, "Svein")
    return game


def test_a_resolve_ends_a_spell_in_play_and_wakes_the_sleeper(fighting_as) -> None:  # noqa: F811
    """p. 82: the second use. The song took hold of Svein; Offa spends 1 Resolve, no card, and
    the Sleep Song's Knockout ends at once."""
    game = svein_sleeps(fighting_as)
    offa, svein = member(game, "Offa"), member(game, "Svein")
    assert counter_spell.in_play(game.challenge) == (
        (svein, "Sleep Song", frozenset({"knockout"})),
    )
    before, hand = resolve_of(game, "Offa"), game.challenge.hand(offa)
    events = game.execute(cmd.Negate(who=offa))
    assert not knocked_out(game, "Svein")
    assert resolve_of(game, "Offa") == before - 1
    assert game.challenge.hand(offa) == hand, "no card is spent"
    assert counter_spell.in_play(game.challenge) == ()
    assert rulings(events, "p. 82")


def test_only_a_spell_is_ended_and_only_with_resolve(fighting_as) -> None:  # noqa: F811
    """A Knockout no spell laid is no spell in play; nor is one ended without a Resolve."""
    game = offa_counters(fighting_as)
    offa, svein = member(game, "Offa"), member(game, "Svein")
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter(svein), effects=frozenset({"knockout"})))
    with pytest.raises(IllegalCommand, match="no spell is in play"):
        game.execute(cmd.Negate(who=offa))
    game = svein_sleeps(fighting_as)
    a = game.guild.adventurer(offa)
    game.set_adventurer(a.model_copy(update={"resolve": 0}))
    with pytest.raises(IllegalCommand, match="no Resolve"):
        game.execute(cmd.Negate(who=offa))
    assert knocked_out(game, "Svein")


def test_the_text_game_and_the_bot_end_the_spell(fighting_as) -> None:  # noqa: F811
    """'negate [WHO] [on TARGET]' (the terminal's 'E' sends the same command); the bot wakes
    a sleeping guild-mate first."""
    game = svein_sleeps(fighting_as)
    offa, svein = member(game, "Offa"), member(game, "Svein")
    assert fightwords.parse(game, "negate", "negate") == cmd.Negate(who=offa)
    assert fightwords.parse(game, "negate", "negate offa on svein") == cmd.Negate(
        who=offa, whom=svein
    )
    assert Skirmisher().next(game) == cmd.Negate(who=offa, whom=svein)
