"""Giant's Strength in a Challenge (p. 60 with p. 117 and p. 248): a troll's Roughhouse that
shoves (Displace) or pins (Root) one of the peoples — kin, the Man theme — is a contest of
raw strength and lands whatever the card; a Trip keeps to the card, and so does any Roughhouse
against a monster (policy ``worm.gm.strength``). The bot's troll shoves one into the fire.

Seed 2's guild against three goblins, as ``test_challenge_actions`` sets it up; Gunhild has
Pentacles 4, and the band's Initiative here is The Moon (18), which a Two of Pentacles (6)
never beats."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import STAND_IN, goblins_block, swap_statblock
from tests.unit.engine.test_challenge_actions import (
    acts,
    gm,
    hand,
    key,
    lay,
    name_of,
    play,
    ready,
    rulings,
    turn,
)
from tests.unit.engine.test_talents_in_fights import teach
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.gm import foes
from worm.model.challenge import Zone

REAL = foes.statblock


def people(monkeypatch: pytest.MonkeyPatch, theme: str) -> None:
    """The stand-in fights as the book's goblins, of ``theme`` (``man``: the peoples, p. 248)."""

    def patched(pack: object, creature: str, *, common: bool = False) -> foes.Statblock:
        if creature == STAND_IN:
            return replace(goblins_block(pack), theme=theme)
        return REAL(pack, creature, common=common)  # type: ignore[arg-type]

    swap_statblock(monkeypatch, patched)


def troll_turn(*, talent: bool = True, kin: str = "troll") -> Game:
    """Gunhild, a troll with Giant's Strength (or without), to act, a Two of Pentacles and a
    Ten of Swords in hand, the goblins' Initiative The Moon."""
    game = ready()
    teach(game, "Gunhild", "giants_strength", "mastered" if talent else None)
    a = game.guild.adventurer(key(game, "Gunhild"))
    game.set_adventurer(a.model_copy(update={"kin": kin}))
    lay(game, "The Moon", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Two of Pentacles", "Ten of Swords")
    turn(game, "Gunhild")
    return game


@pytest.mark.parametrize("choice", ["root", "displace"])
def test_a_trolls_shove_or_pin_on_one_of_the_peoples_lands(
    monkeypatch: pytest.MonkeyPatch, choice: str
) -> None:
    """p. 60: 2 + Pentacles 4 = 6 against 18 would miss; the troll wins the contest."""
    people(monkeypatch, "man")
    game = troll_turn()
    events = play(game, "Gunhild", "Two of Pentacles", "Roughhouse", target="foes.1", option=choice)
    (rough,) = acts(events, "Roughhouse", name_of(game, "Gunhild"))
    assert (rough.value, rough.vs, rough.result) == (6, 18, choice)
    assert [g.rule for g in rulings(events, "Giant's Strength")] == ["p. 60"]
    if choice == "root":
        assert "root" in game.challenge.fighter("foes.1").effects


@pytest.mark.parametrize(
    ("theme", "choice", "talent", "kin"),
    [
        ("man", "trip", True, "troll"),  # footwork, not strength (policy)
        ("beast", "root", True, "troll"),  # a monster is not kin (p. 60)
        ("man", "root", False, "troll"),  # no talent
        ("man", "root", True, "dwarf"),  # only a troll wins it (p. 60)
    ],
)
def test_otherwise_the_card_decides(
    monkeypatch: pytest.MonkeyPatch, theme: str, choice: str, talent: bool, kin: str
) -> None:
    people(monkeypatch, theme)
    game = troll_turn(talent=talent, kin=kin)
    events = play(game, "Gunhild", "Two of Pentacles", "Roughhouse", target="foes.1", option=choice)
    (rough,) = acts(events, "Roughhouse", name_of(game, "Gunhild"))
    assert rough.result == "miss"
    assert not rulings(events, "Giant's Strength")


def burning_beside(game: Game) -> None:
    """A zone of live coals beside the fight's first (the room), inside the room."""
    ch = game.challenge
    coals = Zone(id=len(ch.zones), name="the coals", neighbours=(0,), rules=frozenset({"burning"}))
    room = replace(ch.zones[0], neighbours=(*ch.zones[0].neighbours, coals.id))
    game.challenge = replace(ch, zones=(room, *ch.zones[1:], coals))


def test_the_bots_troll_shoves_a_goblin_into_the_fire(monkeypatch: pytest.MonkeyPatch) -> None:
    """Policy (``Skirmisher._giants_shove``): with two cards and a burning zone beside the
    foe, the lowest card shoves one of the peoples into it — sure to land (p. 60), a Wound
    from the fire; with no fire beside, or against a monster band, the bot strikes as ever."""
    people(monkeypatch, "man")
    game = troll_turn()
    command = Skirmisher().next(game)
    assert not (isinstance(command, cmd.Play) and command.action == "Roughhouse")
    burning_beside(game)
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play)
    assert (command.action, command.option, command.card) == (
        "Roughhouse",
        "displace",
        "Two of Pentacles",
    )
    assert command.target is not None and command.target.startswith("foes.")
    events = game.execute(command)
    assert [g.rule for g in rulings(events, "Giant's Strength")] == ["p. 60"]
    assert any(isinstance(e, ev.Wound) for e in events)  # the fire burns it (p. 12)
    people(monkeypatch, "beast")
    game = troll_turn()
    burning_beside(game)
    command = Skirmisher().next(game)
    assert not (isinstance(command, cmd.Play) and command.action == "Roughhouse")


@pytest.mark.parametrize(("theme", "moved"), [("man", False), ("beast", True)])
def test_a_goblins_shove_does_not_move_the_troll(
    monkeypatch: pytest.MonkeyPatch, theme: str, moved: bool
) -> None:
    """p. 60 the other way about: a goblin's Roughhouse that beats the troll's Initiative and
    would shove them out of the zone comes to nothing; a monster's shove moves them."""
    people(monkeypatch, theme)
    game = troll_turn()
    who = key(game, "Gunhild")
    before = game.challenge.fighter(who).zone
    events = gm(game, "Roughhouse", "King of Pentacles", [(who, 0)], option="displace")
    assert (game.challenge.fighter(who).zone != before) is moved
    assert bool(rulings(events, "Giant's Strength")) is not moved
