/* keys-test.h — real key presses for the display suites, through the X
 * server (XTest), as a keyboard makes them
 *
 * Copyright 2026 The Adjourn authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 cannot synthesize events, and activating actions would skip what
 * is tested here: which widget a key reaches (the focus, then its
 * ancestors), and who keeps or passes it on. The tests run on Xvfb, which
 * has the XTEST extension: the server makes the key's events, GDK reads
 * them as from any keyboard.
 */
#pragma once

#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>

#include "ui-test.h"

/* The X display of the default GDK display (the suites run on X11). */
static inline Display *
keys_test_xdisplay (void)
{
  GdkDisplay *display = gdk_display_get_default ();

  g_assert_true (GDK_IS_X11_DISPLAY (display));
  return gdk_x11_display_get_xdisplay (display);
}

/* WINDOW (shown) made the window the keyboard types into, as a click on it
 * would: no window manager runs on Xvfb to do it. */
static inline void
keys_test_focus_window (GtkWindow *window)
{
  Display *xdisplay = keys_test_xdisplay ();
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  g_assert_nonnull (surface);
  XSetInputFocus (xdisplay, gdk_x11_surface_get_xid (surface), RevertToParent, CurrentTime);
  XSync (xdisplay, False);
  ui_test_wait_until (gtk_window_is_active (window));
}

static inline void
keys_test_fake_ (Display *xdisplay, guint keyval, gboolean press)
{
  KeyCode code = XKeysymToKeycode (xdisplay, keyval);

  g_assert_cmpuint (code, !=, 0);
  g_assert_true (XTestFakeKeyEvent (xdisplay, code, press, CurrentTime));
}

/* KEYVAL pressed and released, with Shift held when SHIFT, then the main
 * loop run until GDK has read both (the release reaches the focus window
 * after the press has been handled). */
static inline void
keys_test_press (GtkWindow *window, guint keyval, gboolean shift)
{
  Display *xdisplay = keys_test_xdisplay ();

  g_assert_true (gtk_window_is_active (window));
  if (shift)
    keys_test_fake_ (xdisplay, GDK_KEY_Shift_L, TRUE);
  keys_test_fake_ (xdisplay, keyval, TRUE);
  keys_test_fake_ (xdisplay, keyval, FALSE);
  if (shift)
    keys_test_fake_ (xdisplay, GDK_KEY_Shift_L, FALSE);
  XSync (xdisplay, False);
  ui_test_wait (30);
}
