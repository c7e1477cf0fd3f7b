"""The Challenge at 80×24 and 120×40 (issue 19, point 7), driven by keys: what must be seen
is seen before a play is chosen, every play says its odds, each card hints what it could do,
the Fool leads into its own flow, plays that cannot work are left out, and the GM's count of
cards squares with the log's.

The fight is test_challenge.py's: the quick guild against the Sirens beside the way in."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from tests.ui.test_challenge import fight, to_the_fight
from tests.ui.test_challenge_newcomer import to_the_plays
from tests.ui.test_hanging_panes import shown
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import options, reckoning
from worm.engine.actions import fighters
from worm.errors import IllegalCommand
from worm.model.challenge import GM, evolve
from worm.rules import initiative, odds
from worm.ui.challenge import ChallengeScreen

SIZES = [(80, 24), (120, 40)]
FOUR = ("Disarm", "Displace", "Root", "Trip")


def options_of(screen: ChallengeScreen) -> list[Option]:
    menu = screen.query_one("#menu", OptionList)
    return [menu.get_option_at_index(i) for i in range(menu.option_count)]


def flat(option: Option) -> str:
    return " ".join(str(option.prompt).split())


@pytest.mark.parametrize("size", SIZES, ids=["80x24", "120x40"])
async def test_foes_health_and_defense_and_every_adventurers_wounds_are_on_screen(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Before: at both sizes the foes' Health and Defense lay below the field's fold while the
    card box beside it stood mostly empty. At 120×40 the zones show too."""
    app = fight(tmp_path)
    async with app.run_test(size=size) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")  # Initiatives laid: the longest field of the round
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChallengeScreen)
        game = app.driver.game  # type: ignore[union-attr]
        text = screen.query_one("#field-text", Static)
        box = screen.query_one("#field")
        lines = shown(text)
        seen = lines[: box.region.bottom - text.region.y]  # the rows inside the pane
        for foe in game.challenge.side("foes"):
            at = next(i for i, line in enumerate(lines) if f"{foe.name} (zone" in line)
            block = " ".join(seen[at : at + 2])
            assert "Health" in block and "Defense" in block, (foe.name, seen)
        for f in game.challenge.side("guild"):
            first = f.name.split()[0]
            assert any(first in line and "Wounds:" in line for line in seen), (first, seen)
        if size == (120, 40):
            assert any(line.startswith("Zones") for line in seen), seen
            last = game.challenge.zones[-1]
            assert any(line.strip().startswith(f"{last.id}. ") for line in seen), seen


async def test_the_header_says_how_many_cards_the_gm_has_laid(tmp_path: Path) -> None:
    """The log's "the GM holds 4 cards" stood over a header's "the GM holds 3 cards"."""
    app = fight(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await to_the_fight(app, pilot)
        ch = app.driver.game.challenge  # type: ignore[union-attr]
        laid = sum(g.initiative is not None for g in ch.groups if g.side != "guild")
        assert laid == 1, "the GM lays the band's Initiative at once"
        header = str(app.screen.query_one("#status", Static).visual)
        held = len(ch.hand(GM))
        assert f"the GM holds {held} cards and has laid 1" in header
        said = [m.text for m in app.driver.messages if "the GM holds" in m.text]  # type: ignore[union-attr]
        assert said and f"the GM holds {held + laid} cards" in said[-1]


async def test_defend_and_move_plays_show_their_odds(tmp_path: Path) -> None:
    """A Dodge says the Initiative it raises to and the chance a blow falls short of it, over
    the lesser dooms still unseen (p. 117); a Move with no foe engaged is sure."""
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        game, screen = await to_the_plays(app, pilot)
        actor, card = screen.who, screen.card
        assert actor is not None and card is not None
        ch = game.challenge
        me = ch.fighter(actor)
        assert not me.engaged, "the Sirens stand apart"
        shown_plays = {o.id: flat(o) for o in options_of(screen)}
        found = options.plays(game, actor, card)
        dodge = next(i for i, p in enumerate(found) if p.action == "Dodge" and p.target is None)
        held = ch.initiative(actor) + card.value + fighters.attribute(game, me, "pentacles")
        seen = [g.initiative for g in ch.groups if g.shown and g.initiative is not None]
        blows = odds.unseen(game.decks.major, seen)
        shield = fighters.shielded(game, me)  # a shield wins ties (p. 112)
        stopped = Fraction(
            sum(not initiative.beats(b, held, shield=shield) for b in blows), len(blows)
        )
        assert shown_plays[f"play:{dodge}"].endswith(
            f"Initiative {held} vs a blow: {odds.percent(stopped)}"
        )
        moves = [i for i, p in enumerate(found) if p.action == "Move"]
        assert moves and all(shown_plays[f"play:{i}"].endswith("no test: sure") for i in moves)


async def test_each_card_hints_what_it_could_do_before_it_is_chosen(tmp_path: Path) -> None:
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        await to_the_fight(app, pilot)
        await pilot.press("1", "1", "1")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ChallengeScreen) and screen.card is None
        game = app.driver.game  # type: ignore[union-attr]
        hand = game.challenge.hand(screen.who)
        rows = {o.id: flat(o) for o in options_of(screen)}
        for i, card in enumerate(hand):
            row = rows[f"card:{i}"]
            found = options.plays(game, screen.who, card)
            reckoned = [
                (r, p)
                for p in found
                if (r := reckoning.reckon(game, screen.who, card, p)) is not None
            ]
            best = max((r.chance for r, _ in reckoned), default=0)
            if best > 0:
                assert "best: " in row and row.endswith(odds.percent(best)), row
            elif reckoned:  # none with a chance: none named best (test_challenge_leftovers)
                assert "no chance" in row and "best: " not in row, row
            else:
                assert any(k in row for k in ("defend", "move", "items", "attack")), row


async def test_choosing_the_fool_starts_its_flow_instead_of_refusing(tmp_path: Path) -> None:
    """Before, the Fool was listed as card 1 and choosing it only raised a toast; a driver got
    stuck on it three times. Now it says it is not laid as Initiative, and on a turn it leads
    to the card it goes down with (p. 114)."""
    app = fight(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await to_the_fight(app, pilot)
        game = app.driver.game  # type: ignore[union-attr]
        screen = app.screen
        assert isinstance(screen, ChallengeScreen) and screen.who is not None

        def give_the_fool(who: str) -> None:
            ch = game.challenge
            game.challenge = ch.with_hand(who, (tarot.FOOL, *ch.hand(who)))
            screen.update_view()  # the hand grew: the menu is filled again

        give_the_fool(screen.who)
        await pilot.pause()
        fool_row = options_of(screen)[0]
        assert fool_row.disabled and "not as Initiative" in flat(fool_row)
        await pilot.press("2", "1", "1")  # Initiatives, the Fool kept
        await pilot.pause()
        actor = game.challenge.actor
        assert screen.who == actor and screen.card is None, "an adventurer's turn"
        if tarot.FOOL not in game.challenge.hand(actor):
            give_the_fool(actor)
            await pilot.pause()
        place = game.challenge.hand(actor).index(tarot.FOOL) + 1
        await pilot.press(str(place))
        await pilot.pause()
        assert screen.fool and screen.card is None
        assert not app._notifications, "no toast refusing the Fool"
        prompt = screen.query_one("#prompt", Static)
        assert "lays the Fool: now choose the card" in str(prompt.visual)
        await pilot.press("2" if place == 1 else "1")
        await pilot.pause()
        assert screen.card is not None and not screen.card.is_fool
        assert "with the Fool" in str(prompt.visual)


async def test_roughhouse_is_offered_only_where_it_can_work(tmp_path: Path) -> None:
    """Disarm, Displace, Root and Trip were offered against Undead Bears, whose bulk is beyond
    a human's, and Disarm against Dire Rats, who hold nothing (p. 117, policy)."""
    app = fight(tmp_path)
    async with app.run_test(size=(140, 44)) as pilot:
        game, screen = await to_the_plays(app, pilot, close=True)
        who, card = screen.who, screen.card
        assert who is not None and card is not None

        def manoeuvres() -> set[str]:
            labels = {p.label.split()[0] for p in options.plays(game, who, card)}
            return labels & set(FOUR)

        assert manoeuvres() == set(FOUR), "the Sirens, person-sized, can be roughed up"
        ch = game.challenge
        band = next(g for g in ch.groups if g.side == "foes")
        foe = ch.side("foes")[0]
        game.challenge = ch.with_group(evolve(band, creature="undead_bears"))
        assert manoeuvres() == set()
        with pytest.raises(IllegalCommand, match="beyond a human"):
            game.execute(
                cmd.Play(
                    who=who, card=card.name, action="Roughhouse", target=foe.key, option="trip"
                )
            )
        game.challenge = ch.with_group(evolve(band, creature="dire_rats"))
        assert manoeuvres() == set(FOUR) - {"Disarm"}
