"""High Chant in the terminal game (p. 79): the chant from the Camp screen's Use a Talent,
a card and its holder picked one by one; the pending test's "push with the inspiration card";
the inspiration card offered beside the hand in a fight; the side panels showing who holds one.

Seed 2's quickstart guild camps in 101: Bryonie (a2), Bidziil (a3), Gunhild (a1) in marching
order. The fight is test_challenge's: its quick guild fights the Sirens met next door to 101.
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.ui.test_camp import log_text, panel
from tests.ui.test_challenge import fight, menu_ids, to_the_fight
from worm import tarot
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.model.adventurer import Talent
from worm.rules import camp as camp_rules
from worm.ui.app import WormApp
from worm.ui.camp import CampScreen
from worm.ui.challenge import ChallengeScreen
from worm.ui.parley import PickScreen
from worm.ui.prompts import PendingScreen


def discarded(game: Game, *names: str) -> None:
    """The minor cards named on top of the discard pile, the first on top."""
    deck = game.decks.minor
    cards = tuple(tarot.card_named(n) for n in names)
    draw = tuple(c for c in deck.draw_pile if c not in cards)
    rest = tuple(c for c in deck.discard_pile if c not in cards)
    game.decks = game.decks.replace(tarot.Deck("minor", draw, (*cards, *rest), deck.elsewhere))


def inspire(game: Game, who: str, name: str) -> None:
    """``who`` holds the card ``name`` as inspiration, taken out of the minor deck."""
    card = tarot.card_named(name)
    if card not in game.decks.minor.discard_pile:
        discarded(game, name)
    game.decks = tarot.take_discarded(game.decks, card)
    game.set_adventurer(game.guild.adventurer(who).model_copy(update={"inspiration": card}))


async def test_the_high_chant_is_chosen_card_by_card_in_the_camp_screen(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        gunhild = game.guild.adventurer("a1")
        others = tuple(t for t in gunhild.talents if t.id not in camp_rules.CAMP_TALENTS)
        chant = Talent(id="high_chant", state="mastered")
        attributes = gunhild.attributes.model_copy(update={"cups": 2})
        game.set_adventurer(
            gunhild.model_copy(update={"talents": (*others, chant), "attributes": attributes})
        )
        discarded(game, "Three of Swords", "King of Cups", "Seven of Wands", "Ten of Pentacles")

        await pilot.press("C")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CampScreen)
        while screen.who != "a1":
            await pilot.press("right")
        assert "use_a_talent" in [o.id for o in screen.query_one("#camp-menu").options]
        screen.choose("use_a_talent")  # as the menu's Enter would
        await pilot.pause()
        pick = app.screen
        assert isinstance(pick, PickScreen) and "card 1 of up to 2" in pick.heading
        # 1. the GM's pick, then the cards highest first: King, Ten, Seven, Three.
        assert [label for _, label in pick.options][1:3] == ["♥ King of Cups", "♦ Ten of Pentacles"]
        await pilot.press("2")  # King of Cups …
        await pilot.pause()
        assert isinstance(app.screen, PickScreen) and "King of Cups" in app.screen.heading
        await pilot.press("2")  # … to Bidziil (1. Bryonie, 2. Bidziil, 3. Gunhild)
        await pilot.pause()
        assert isinstance(app.screen, PickScreen) and "card 2 of up to 2" in app.screen.heading
        await pilot.press("4")  # 1. that is all, 2. Ten, 3. Seven, 4. Three of Swords …
        await pilot.pause()
        await pilot.press("2")  # … to Gunhild herself (1. Bryonie, 2. Gunhild)
        await pilot.pause()
        assert app.screen is screen
        assert game.guild.adventurer("a3").inspiration == tarot.card_named("King of Cups")
        assert game.guild.adventurer("a1").inspiration == tarot.card_named("Three of Swords")
        assert game.guild.adventurer("a2").inspiration is None
        assert "inspired: King of Cups" in panel(screen, "guild")
        assert "chants" in log_text(screen)
        assert tarot.card_named("Ten of Pentacles") in game.decks.minor.discard_pile


async def test_a_failed_test_may_be_pushed_with_the_inspiration_card(tmp_path: Path) -> None:
    app = WormApp(seed=2, quickstart=True, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.driver is not None
        game = app.driver.game
        inspire(game, "a2", "King of Wands")
        deck = game.decks.minor
        low = tarot.card_named("Ace of Cups")
        game.decks = game.decks.replace(
            tarot.Deck(
                "minor",
                (low, *(c for c in deck.draw_pile if c != low)),
                tuple(c for c in deck.discard_pile if c != low),
                deck.elsewhere,
            )
        )
        app.send(cmd.TestFate(who="a2", attribute="pentacles"))
        await pilot.pause()
        crawl = app.screen_stack[-2]
        side = " ".join(str(crawl.query_one("#guild", Static).content).split())
        assert "Bryonie Sculptor ♣ Wands · Resolve 4 inspired: King of Wands" in side
        assert isinstance(app.screen, PendingScreen)
        assert "Push with the inspiration card: King of Wands" in str(
            app.screen.query_one("OptionList").get_option_at_index(1).prompt
        )
        await pilot.press("i")
        await pilot.pause()
        assert game.pending is None and game.guild.adventurer("a2").inspiration is None
        fate = [e for e in game.log.events if e.type == "fate"][-1]
        assert [c.name for c in fate.cards] == ["Ace of Cups", "King of Wands"]


async def test_the_inspiration_card_is_offered_beside_the_hand_in_a_fight(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        game = app.driver.game  # type: ignore[union-attr]
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        actor = game.challenge.actor
        held = next(
            c.name
            for c in game.decks.minor.draw_pile
            if c.suit == "swords" and not c.is_fool and c.value >= 10
        )
        inspire(game, actor, held)
        app.route()
        screen._fill_menu()
        await pilot.pause()
        assert "inspired" in menu_ids(screen)
        screen.action_inspired()
        await pilot.pause()
        plays = [i for i in menu_ids(screen) if i]  # "": a group's heading
        assert plays and all(i.startswith("play:") for i in plays)
        before = len(game.log.events)
        await pilot.press("enter")  # the first play the card can make
        await pilot.pause()
        played = [e for e in game.log.events[before:] if e.type == "action"]
        assert played and played[0].card.name == held
        assert game.guild.adventurer(actor).inspiration is None
