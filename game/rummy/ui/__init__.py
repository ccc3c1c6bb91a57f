"""What both rummies' boards draw alike: the cards of the standard deck and their names."""
