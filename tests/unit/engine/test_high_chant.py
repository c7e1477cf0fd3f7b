"""High Chant's inspiration cards through the engine (p. 79): the chant takes as many minor
arcana from the discard pile as the chanter's Cups, one to a holder; a card is spent instead
of a draw when its holder tests or pushes fate, or played as a Challenge action; what is left
goes back to the discard pile when the guild is back in the City (policy: the session's end).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.fixtures import seeds
from tests.unit.engine.fight_kit import accounted
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import invariants
from worm.engine.autocamp import Camper
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.model.adventurer import Attributes
from worm.model.state import GameState

from .test_camp import camp_game, learn, sheet
from .test_challenge_actions import acts, hand, key, lay, name_of, play, ready, turn
from .test_crawl import of, snapshot, stack


def discarded(game: Game, *names: str) -> None:
    """Put the minor cards named on the discard pile, the first on top, out of the draw pile."""
    deck = game.decks.minor
    cards = tuple(tarot.card_named(n) for n in names)
    draw = tuple(c for c in deck.draw_pile if c not in cards)
    rest = tuple(c for c in deck.discard_pile if c not in cards)
    game.decks = game.decks.replace(tarot.Deck("minor", draw, (*cards, *rest), deck.elsewhere))
    tarot.check(game.decks)


def chanter(game: Game, cups: int = 2, who: str = "a1") -> None:
    """``who`` knows High Chant, mastered, with Cups ``cups``."""
    a = game.guild.adventurer(who)
    others = tuple(t for t in a.talents if t.id != "high_chant")
    attributes = a.attributes.model_copy(update={"cups": cups})
    sheet(game, who, talents=others, attributes=attributes)
    learn(game, who, "high_chant")


def held(game: Game) -> dict[str, str | None]:
    return {a.id: (a.inspiration.name if a.inspiration else None) for a in game.guild.adventurers}


def chanting() -> Game:
    """a1 (Cups 2) at camp; a2 has Resolve 1, a3 Resolve 3; the discard pile holds, from the
    top, Three of Swords, the Fool, King of Cups, Seven of Wands, Ten of Pentacles."""
    game = camp_game()
    chanter(game)
    sheet(game, "a2", resolve=1)
    sheet(game, "a3", resolve=3)
    discarded(
        game, "Three of Swords", "The Fool", "King of Cups", "Seven of Wands", "Ten of Pentacles"
    )
    game.execute(cmd.Camp())
    return game


def chant(game: Game, *gifts: tuple[str, str]) -> list[ev.Event]:
    return game.execute(
        cmd.CampAct(who="a1", action="use_a_talent", what="high_chant", gifts=gifts)
    )


def test_the_chant_takes_as_many_cards_as_the_chanters_cups() -> None:
    """p. 79: Cups 2, two cards; by the GM's policy the highest, the best to the one with the
    least Resolve; the rest stay in the discard pile."""
    game = chanting()
    events = chant(game)
    assert held(game) == {"a1": None, "a2": "King of Cups", "a3": "Ten of Pentacles"}
    pile = [c.name for c in game.decks.minor.discard_pile[:3]]
    assert pile == ["Three of Swords", "The Fool", "Seven of Wands"]
    assert [g.rule for g in of(events, ev.Gm) if "highest" in g.why] == ["p. 79"]
    sung = [n.text for n in of(events, ev.Narration) if "chants" in n.text]
    assert len(sung) == 2 and sung[0] != sung[1]
    assert invariants.cards(game) == []


def test_with_cups_enough_the_chanter_keeps_one_last() -> None:
    game = chanting()
    chanter(game, cups=4)
    chant(game)
    assert held(game) == {"a1": "Seven of Wands", "a2": "King of Cups", "a3": "Ten of Pentacles"}


def test_the_fool_is_never_an_inspiration_card() -> None:
    """The Fool is no minor arcanum (p. 7): the policy passes it by, a player may not take it."""
    game = chanting()
    chanter(game, cups=4)
    with pytest.raises(IllegalCommand, match="not a minor arcanum"):
        chant(game, ("The Fool", "a2"))
    chant(game)
    assert "The Fool" not in held(game).values()


def test_the_player_names_each_card_and_its_holder() -> None:
    game = chanting()
    chant(game, ("Three of Swords", "a1"), ("Seven of Wands", "a3"))
    assert held(game) == {"a1": "Three of Swords", "a2": None, "a3": "Seven of Wands"}
    assert tarot.card_named("Three of Swords") in game.decks.minor.elsewhere
    assert invariants.cards(game) == []


@pytest.mark.parametrize(
    ("gifts", "why"),
    [
        ((("King of Cups", "a2"), ("Seven of Wands", "a3"), ("Three of Swords", "a1")), "Cups"),
        ((("Ace of Cups", "a2"),), "not a minor arcanum in the discard pile"),
        ((("King of Cups", "a2"), ("Seven of Wands", "a2")), "two inspiration cards"),
        ((("King of Cups", "a2"), ("King of Cups", "a3")), "named twice"),
    ],
    ids=["more than cups", "not in the pile", "two to one", "one card twice"],
)
def test_a_wrong_choice_is_refused_and_changes_nothing(
    gifts: tuple[tuple[str, str], ...], why: str
) -> None:
    game = chanting()
    before = snapshot(game)
    with pytest.raises(IllegalCommand, match=why):
        chant(game, *gifts)
    assert snapshot(game) == before


def test_nobody_ever_holds_two() -> None:
    """p. 79: a second chant passes over those who hold a card; a player cannot give one
    more to a holder, and with everyone holding one the chant is refused."""
    game = chanting()
    chanter(game, cups=4)
    sheet(game, "a2", inspiration=tarot.card_named("Ace of Wands"))
    discarded(game, "Ace of Wands")  # (it must be out of the deck: see below)
    game.decks = tarot.take_discarded(game.decks, tarot.card_named("Ace of Wands"))
    with pytest.raises(IllegalCommand, match="already holds Ace of Wands"):
        chant(game, ("King of Cups", "a2"))
    chant(game)
    assert held(game)["a2"] == "Ace of Wands"
    assert held(game)["a3"] == "King of Cups" and held(game)["a1"] == "Ten of Pentacles"


def test_an_empty_discard_pile_gives_nothing_to_chant() -> None:
    game = camp_game()
    chanter(game)
    deck = game.decks.minor
    game.decks = game.decks.replace(
        tarot.Deck("minor", deck.discard_pile + deck.draw_pile, (), deck.elsewhere)
    )
    game.execute(cmd.Camp())
    discarded(game, "The Fool")
    with pytest.raises(IllegalCommand, match="no minor arcana"):
        chant(game)


# --- spent instead of a draw (p. 79) ---------------------------------------------------------


def inspired(who: str = "a2", card: str = "King of Cups") -> Game:
    """A guild below in the Crawl; ``who`` holds ``card`` as inspiration."""
    game = camp_game()
    discarded(game, card)
    game.decks = tarot.take_discarded(game.decks, tarot.card_named(card))
    sheet(game, who, inspiration=tarot.card_named(card))
    a = game.guild.adventurer(who)
    sheet(game, who, attributes=Attributes(swords=1, pentacles=1, cups=1, wands=1))
    assert a.inspiration is not None
    return game


def test_a_push_with_the_inspiration_card_adds_its_value() -> None:
    """p. 79 and p. 9: the inspiration card is the pushed card: 1 + 3 + 14 is 18, a success,
    and no card is drawn for the push."""
    game = inspired()
    stack(game, minor=["Three of Wands"])
    game.execute(cmd.TestFate(who="a2", attribute="swords"))
    assert game.pending is not None
    events = game.execute(cmd.PushFate(inspired=True))
    fate = of(events, ev.Fate)[0]
    assert [c.name for c in fate.cards] == ["Three of Wands", "King of Cups"]
    assert (fate.total, fate.outcome, fate.pushed) == (18, "success", True)
    assert not [d for d in of(events, ev.Draw) if d.purpose == "push"]
    assert held(game)["a2"] is None
    assert game.decks.minor.discard_pile[0].name == "King of Cups"
    assert invariants.cards(game) == []


def test_a_test_with_the_inspiration_card_draws_nothing() -> None:
    """A King of Cups for a test of Cups: 14 + 1, a great success (its suit is the
    attribute's, p. 8)."""
    game = inspired()
    events = game.execute(cmd.TestFate(who="a2", attribute="cups", inspired=True))
    assert not of(events, ev.Draw)
    assert of(events, ev.Fate)[0].outcome == "great_success"
    assert held(game)["a2"] is None


def test_no_inspiration_card_no_inspired_push() -> None:
    game = inspired(who="a3")
    stack(game, minor=["Three of Wands"])
    game.execute(cmd.TestFate(who="a2", attribute="swords"))
    before = snapshot(game)
    with pytest.raises(IllegalCommand, match="holds no inspiration card"):
        game.execute(cmd.PushFate(inspired=True))
    assert snapshot(game) == before
    assert game.pending is not None


# --- played as a Challenge action (p. 79) -----------------------------------------------------


def test_the_inspiration_card_is_played_as_an_action_then_gone() -> None:
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Two of Swords")
    gunhild = key(game, "Gunhild")
    card = tarot.card_named("Knight of Swords")
    discarded(game, card.name)
    game.decks = tarot.take_discarded(game.decks, card)
    sheet(game, gunhild, inspiration=card)
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Knight of Swords", "Attack", target="foes.1")
    attack = acts(events, "Attack", name_of(game, "Gunhild"))[0]
    assert attack.card.name == "Knight of Swords" and attack.result == "hit"
    assert game.guild.adventurer(gunhild).inspiration is None
    assert card not in game.challenge.hand(gunhild)
    accounted(game)
    assert invariants.cards(game) == []


def test_an_inspiration_card_is_no_initiative() -> None:
    game = ready()
    gunhild = key(game, "Gunhild")
    hand(game, "Gunhild", "Two of Swords")
    card = tarot.card_named("Knight of Swords")
    discarded(game, card.name)
    game.decks = tarot.take_discarded(game.decks, card)
    sheet(game, gunhild, inspiration=card)
    with pytest.raises(IllegalCommand, match="does not hold Knight of Swords"):
        game.execute(cmd.Initiative(who=gunhild, card="Knight of Swords"))


# --- the end of the session (policy, p. 79) ----------------------------------------------------


def test_inspiration_fades_when_the_guild_is_back_in_the_city() -> None:
    game = inspired()
    game.execute(cmd.Take(way="out"))
    assert game.phase == "city"
    assert held(game)["a2"] is None
    assert tarot.card_named("King of Cups") in game.decks.minor.discard_pile
    assert invariants.cards(game) == []
    rulings = [g for g in of(game.log.events, ev.Gm) if "session ends" in g.why]
    assert [g.rule for g in rulings] == ["p. 79"]


def test_a_held_card_survives_the_save_round_trip_and_old_saves_load() -> None:
    game = inspired()
    state = game.snapshot()
    again = GameState.model_validate_json(state.model_dump_json())
    a2 = next(a for a in again.guild.adventurers if a.id == "a2")
    assert a2.inspiration == tarot.card_named("King of Cups")
    old = state.model_dump(mode="json")
    for a in old["guild"]["adventurers"]:
        del a["inspiration"]
    loaded = GameState.model_validate(old)
    assert all(a.inspiration is None for a in loaded.guild.adventurers)


# --- the autoplay guild ---------------------------------------------------------------------


def test_the_camper_chants_when_a_high_card_waits_and_it_costs_no_xp() -> None:
    game = chanting()
    camper = Camper()
    assert camper.action(game, game.guild.adventurer("a1")) == cmd.CampAct(
        who="a1", action="use_a_talent", what="high_chant"
    )
    a1 = game.guild.adventurer("a1")
    training = tuple(
        t.model_copy(update={"state": "in_training"}) if t.id == "high_chant" else t
        for t in a1.talents
    )
    sheet(game, "a1", talents=training, xp=3)  # XP is kept for training
    assert camper.action(game, game.guild.adventurer("a1")).what != "high_chant"


def test_the_camper_does_not_chant_for_low_cards() -> None:
    game = camp_game()
    chanter(game)
    discarded(game, "Three of Swords", "Seven of Wands")
    game.execute(cmd.Camp())
    assert Camper().action(game, game.guild.adventurer("a1")).what != "high_chant"


def test_the_bot_pushes_with_the_card_that_turns_the_test() -> None:
    """1 + 3 falls short; the King of Cups (14) makes 18: the bot pushes with it."""
    game = inspired()
    stack(game, minor=["Three of Wands"])
    game.execute(cmd.TestFate(who="a2", attribute="swords"))
    assert Autoplay().next(game) == cmd.PushFate(inspired=True)


def test_the_bot_keeps_a_card_too_low_to_turn_the_test() -> None:
    game = inspired(card="Two of Cups")
    stack(game, minor=["Three of Wands"])
    game.execute(cmd.TestFate(who="a2", attribute="swords"))
    assert Autoplay().next(game) == cmd.AcceptFate()  # 4 + 2 is short, and 4 is below 7


def test_the_skirmisher_attacks_with_the_inspiration_card_when_the_hand_cannot_hit() -> None:
    game = ready()
    lay(game, "The Emperor", Gunhild="Two of Cups", Bidziil="Three of Cups", Bryonie="Four of Cups")
    hand(game, "Gunhild", "Ace of Wands")
    gunhild = key(game, "Gunhild")
    card = tarot.card_named("King of Swords")
    discarded(game, card.name)
    game.decks = tarot.take_discarded(game.decks, card)
    sheet(game, gunhild, inspiration=card)
    turn(game, "Gunhild")
    foe = game.challenge.side("foes")[0]
    game.challenge = game.challenge.with_fighter(
        replace(foe, parts=(replace(foe.parts[0], defense=8),))
    )
    command = Skirmisher().next(game)
    assert isinstance(command, cmd.Play) and command.card == "King of Swords"


def _chanting_delve(seed: int) -> tuple[list[ev.CampAction], list[str], str]:
    """The bot's guild, its best Cups a master of High Chant, delves for up to 40 watches with
    every invariant checked after each command (no card lost while held)."""
    game, bot = Game.new(seed), Autoplay()
    best = max(game.guild.adventurers, key=lambda a: a.attributes.cups)
    chanter(game, best.attributes.cups, best.id)
    game.execute(cmd.Delve())
    for _ in range(3_000):
        command = bot.next(game)
        if command is None or game.watches >= 40:
            break
        try:
            game.execute(command)
        except IllegalCommand:
            bot.refused(game, command)
            continue
        invariants.enforce(invariants.state(game))
    chants = [e for e in of(game.log.events, ev.CampAction) if "High Chant" in e.result]
    spent = [e.change for e in of(game.log.events, ev.Condition) if "spends the insp" in e.change]
    return chants, spent, best.name


WAYS = ("push fate", "Challenge action")
"""The two ways an inspiration card is spent (at a push, and as a Challenge action)."""
SAMPLE, SEARCHED = 8, range(1, 80)
"""The fewest seeds delved, and those that may be (each delve takes about a third of a
second)."""


def test_an_autoplay_guild_with_a_chanter_chants_and_spends_its_cards() -> None:
    """Only the chanter chants, and on most seeds it does (a guild that never camps in 40
    watches cannot); over the seeds the cards are spent both ways, at a push and as a
    Challenge action. The seeds are delved from the first until both ways are seen (a card
    played in a fight is the rarer: few creatures attack on sight, p. 87), and at least
    ``SAMPLE`` of them, so that "most seeds" is said of enough."""
    delves: dict[int, tuple[list[ev.CampAction], list[str], str]] = {}

    def both_ways_seen(seed: int) -> bool:
        delves[seed] = _chanting_delve(seed)
        spent = [s for _, spent, _ in delves.values() for s in spent]
        return len(delves) >= SAMPLE and all(any(way in s for s in spent) for way in WAYS)

    both = "inspiration cards spent at a push and as a Challenge action"
    seeds.find(both_ways_seen, both, SEARCHED)
    for seed, (chants, _, name) in delves.items():
        assert all(e.who == name for e in chants), seed
    chanted = [seed for seed, (chants, _, _) in delves.items() if chants]
    assert len(chanted) >= 0.75 * len(delves), (chanted, sorted(delves))
