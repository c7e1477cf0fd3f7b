"""The Command action in a Challenge (p. 118) with an animal companion (pp. 34, 78): Sic 'Em
must beat the target's Initiative and bites for a Wound, as an Attack; Fetch works at any
value; Guard and Heel (policy); foes' Wounds on a guarding beast, and a familiar's Resolve."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.fight_kit import accounted
from tests.unit.engine.test_challenge_actions import (
    acts,
    fighter,
    hand,
    key,
    lay,
    name_of,
    play,
    ready,
    turn,
)
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import options
from worm.engine.actions import harm
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.companion import Companion
from worm.text import repl


def with_dog(game: Game, who: str = "Bidziil", **update: object) -> Companion:
    dog = Companion(
        id="c1",
        kind="vicious_dog",
        name="Nipper",
        owner=key(game, who),
        commands=("sic_em", "fetch", "guard"),
    ).model_copy(update=update)
    game.guild = game.guild.with_companion(dog)
    return dog


def dog(game: Game) -> Companion:
    return game.guild.companion("c1")


def bidziils_turn(game: Game, foes_card: str, card: str) -> None:
    lay(game, foes_card, Bidziil="Two of Cups", Gunhild="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Bidziil", card)
    turn(game, "Bidziil")


@pytest.mark.parametrize(
    ("foes_card", "card", "bites"),
    [("The Magician", "Knight of Cups", True), ("The World", "Five of Cups", False)],
    ids=["beats the Initiative", "short of it"],
)
def test_sic_em_must_beat_the_targets_initiative_and_bites_for_a_wound(
    foes_card: str, card: str, bites: bool
) -> None:
    game = ready()
    with_dog(game)
    bidziils_turn(game, foes_card, card)
    before = fighter(game, "foes.1").health
    events = play(game, "Bidziil", card, "Command", target="foes.1", option="Nipper sic em")
    (done,) = acts(events, "Command", name_of(game, "Bidziil"))
    assert ("bites" in done.result) is bites
    assert done.vs is not None
    after = fighter(game, "foes.1")
    hurt = after.health != before or not after.fighting
    assert hurt is bites
    accounted(game)


def test_fetch_works_at_any_value() -> None:
    """p. 118: a Command that targets no combatant needs no particular value."""
    game = ready()
    with_dog(game)
    bidziils_turn(game, "The World", "Ace of Cups")
    a = game.guild.adventurer(key(game, "Bidziil"))
    item = next(c for c in a.inventory.slots("pack") if c is not None)
    name = game.pack.items[item.item].name
    events = play(game, "Bidziil", "Ace of Cups", "Command", option=f"nipper fetch {name}")
    assert f"Nipper fetches {name}" in acts(events, "Command", a.name)[0].result
    held = game.guild.adventurer(a.id).inventory.hands
    assert any(c is not None and c.item == item.item for c in held)
    accounted(game)


def test_a_guarding_beast_takes_the_next_wound_meant_for_its_master() -> None:
    game = ready()
    with_dog(game)
    bidziils_turn(game, "The World", "Ace of Cups")
    play(game, "Bidziil", "Ace of Cups", "Command", option="Nipper guard")
    assert dog(game).guarding == key(game, "Bidziil")
    before = game.guild.adventurer(key(game, "Bidziil")).conditions
    harm.wound_adventurer(game, key(game, "Bidziil"), cause="a goblin's spear")
    assert game.guild.adventurer(key(game, "Bidziil")).conditions == before
    assert dog(game).staggered and dog(game).guarding is None
    harm.wound_adventurer(game, key(game, "Bidziil"), cause="a goblin's spear")
    assert game.guild.adventurer(key(game, "Bidziil")).conditions != before  # once only


@pytest.mark.parametrize(
    ("familiar", "resolve", "ends"),
    [(False, 4, "dead"), (True, 4, "deaths_door"), (True, 0, "dead")],
    ids=["an animal dies", "a familiar's owner spends Resolve", "no Resolve to spend"],
)
def test_the_wound_after_injured_kills_unless_a_familiar_is_spared(
    familiar: bool, resolve: int, ends: str
) -> None:
    """p. 34: Staggered, Injured, then dead; p. 78: 1 Resolve leaves a familiar at Death's
    Door (policy: always spent when the owner has it)."""
    game = ready()
    owner = key(game, "Bidziil")
    a = game.guild.adventurer(owner)
    game.guild = game.guild.with_adventurer(a.model_copy(update={"resolve": resolve}))
    with_dog(game, staggered=True, injured=True, familiar=familiar, guarding=owner)
    mark = len(game.log.events)
    harm.wound_adventurer(game, owner, cause="a goblin's spear")
    events = game.log.events[mark:]
    assert getattr(dog(game), ends)
    taken = [w.taken_as for w in events if isinstance(w, ev.Wound)]
    assert taken == (["Death's Door"] if ends == "deaths_door" else ["death"])
    spent = resolve - game.guild.adventurer(owner).resolve
    assert spent == (1 if ends == "deaths_door" else 0)
    assert not dog(game).obeys


@pytest.mark.parametrize(
    ("update", "option", "why"),
    [
        ({}, "Nipper stay", "not been taught Stay"),
        ({"commands": ("stay",)}, "Nipper stay", "no use in a fight"),
        ({"fed": False}, "Nipper guard", "weak with hunger"),
        ({}, "Nipper sic em", "name the foe"),
        ({}, "Nipper fetch anvil", "anvil"),
        ({}, "Nipper", "to do what"),
    ],
    ids=["untaught", "not for a fight", "unfed", "sic em at nobody", "fetch nothing", "no order"],
)
def test_a_command_the_beast_cannot_carry_out_is_refused(
    update: dict[str, object], option: str, why: str
) -> None:
    game = ready()
    with_dog(game, **update)
    bidziils_turn(game, "The World", "Ace of Cups")
    with pytest.raises(IllegalCommand, match=why):
        play(game, "Bidziil", "Ace of Cups", "Command", option=option)
    accounted(game)


def test_without_a_companion_command_is_refused() -> None:
    game = ready()
    bidziils_turn(game, "The World", "Ace of Cups")
    with pytest.raises(IllegalCommand, match="none follows"):
        play(game, "Bidziil", "Ace of Cups", "Command", option="sic em", target="foes.1")


def test_the_menu_offers_the_commands_the_beast_knows() -> None:
    game = ready()
    with_dog(game)
    bidziils_turn(game, "The World", "Ace of Cups")
    card = game.challenge.hand(key(game, "Bidziil"))[0]
    offered = [o for o in options.plays(game, key(game, "Bidziil"), card) if o.action == "Command"]
    labels = [o.label for o in offered]
    assert any("Sic 'Em on" in label for label in labels)
    assert "Command Nipper: Guard" in labels
    assert any(label.startswith("Command Nipper: Fetch ") for label in labels)
    assert not any("Stay" in label for label in labels)


def test_the_autoplay_beast_master_sets_the_dog_on_a_foe() -> None:
    game = ready()
    with_dog(game)
    bidziil = game.guild.adventurer(key(game, "Bidziil"))
    strong_cups = bidziil.attributes.model_copy(update={"cups": 4, "swords": 1})
    game.guild = game.guild.with_adventurer(bidziil.model_copy(update={"attributes": strong_cups}))
    bidziils_turn(game, "The Magician", "Knight of Cups")
    sent = Autoplay().next(game)
    assert isinstance(sent, cmd.Play) and sent.action == "Command"
    assert sent.option == "c1:sic_em" and sent.target is not None
    events = game.execute(sent)
    assert "bites" in acts(events, "Command", bidziil.name)[0].result


def test_the_text_game_commands_the_beast() -> None:
    game = ready()
    with_dog(game)
    bidziils_turn(game, "The Magician", "Knight of Cups")
    first = name_of(game, "Bidziil").split()[0]
    foe = fighter(game, "foes.1").name
    parsed = repl.parse(game, f"play {first} Knight of Cups command nipper sic em at {foe}")
    assert parsed == cmd.Play(
        who=key(game, "Bidziil"),
        card="Knight of Cups",
        action="Command",
        target="foes.1",
        option="nipper sic em",
    )
    out = io.StringIO()
    repl.answer(game, f"play {first} Knight of Cups command nipper sic em at {foe}", out)
    assert "Nipper bites" in out.getvalue()
    out = io.StringIO()
    repl.answer(game, f"play {first} Knight of Cups command nipper juggle", out)
    assert out.getvalue().startswith("No:")
    assert "Nipper, Bidziil's animal — knows Sic 'Em, Fetch, Guard; unhurt" in repl.parse(
        game, "status"
    )


@pytest.mark.parametrize(
    ("kind", "bites"), [("vicious_dog", True), ("monkey", False)], ids=["suited", "not suited"]
)
def test_a_beast_suited_to_sic_em_has_favor(kind: str, bites: bool) -> None:
    """p. 34: an animal uniquely suited to what it is told has favor (+3, p. 10)."""
    game = ready()
    with_dog(game, kind=kind)
    cups = game.guild.adventurer(key(game, "Bidziil")).attributes.cups
    just_above = tarot.MAJOR_CARDS[6 + cups].name  # value 6 + cups + 1: beaten only with favor
    bidziils_turn(game, just_above, "Six of Cups")
    events = play(
        game, "Bidziil", "Six of Cups", "Command", target="foes.1", option="Nipper sic em"
    )
    (done,) = acts(events, "Command", name_of(game, "Bidziil"))
    assert ("bites" in done.result) is bites, done
