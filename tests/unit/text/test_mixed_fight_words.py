"""The text game in a mixed fight (issue 22, point 4): 'status' lists each band with its own
Initiative, and a typed target picks a foe of either band by its name ('wolf 2', 'goblin')."""

from __future__ import annotations

import io
from dataclasses import replace

from tests.unit.engine.fight_kit import clear_hands, fight, give, set_initiative
from tests.unit.engine.test_challenge_actions import fresh, key, turn
from worm.engine import events as ev
from worm.engine.session import Game
from worm.model.level import Kin
from worm.text import repl


def typed(game: Game, *lines: str) -> str:
    out = io.StringIO()
    repl.play(game, lines, out, echo=True)
    return out.getvalue()


def gunhild_on_a_mixed_fight() -> Game:
    """Seed 2's guild against three goblins and two dire wolves, everyone in one zone, the
    goblins on Temperance (XIV) and the wolves on The Hermit (IX), Gunhild's turn with the
    King of Swords in hand."""
    game = fight(2, count=3, size=3, creature="goblins", others=(Kin("dire_wolves", 2),))
    ch = game.challenge
    game.challenge = replace(
        ch,
        zones=tuple(replace(z, scenery=(), rules=frozenset()) for z in ch.zones),
        fighters=tuple(replace(f, zone=0) for f in ch.fighters),
    )
    clear_hands(game)
    fresh(game)
    set_initiative(game, "foes", "Temperance")
    set_initiative(game, "foes2", "The Hermit")
    for who, card in (("Gunhild", "Two of Cups"), ("Bidziil", "Three of Cups")):
        set_initiative(game, key(game, who), card)
    set_initiative(game, key(game, "Bryonie"), "Four of Cups")
    give(game, key(game, "Gunhild"), "King of Swords")
    turn(game, "Gunhild")
    return game


def test_status_lists_each_band_with_its_initiative() -> None:
    game = gunhild_on_a_mixed_fight()
    out = typed(game, "status")
    assert "Foes: three Goblins" in out and "Foes: two Dire Wolves" in out, out
    assert "Dire Wolf 2 (zone 0)" in out and "Goblin 3 (zone 0)" in out


def test_an_attack_typed_at_wolf_2_strikes_the_second_wolf() -> None:
    game = gunhild_on_a_mixed_fight()
    mark = len(game.log.events)
    out = typed(game, "play gunhild ks attack wolf 2")
    assert "No:" not in out, out
    attacks = [
        e for e in game.log.events[mark:] if isinstance(e, ev.Action) and e.action == "Attack"
    ]
    assert attacks and attacks[0].target == "Dire Wolf 2", attacks
    assert attacks[0].vs == 9  # the wolves' own Initiative, The Hermit, is their defence


def test_a_target_in_neither_band_is_a_no_naming_both() -> None:
    game = gunhild_on_a_mixed_fight()
    out = typed(game, "play gunhild ks attack bat")
    assert "No" in out and "Traceback" not in out, out
    assert "Dire Wolf 1" in out and "Goblin 1" in out
