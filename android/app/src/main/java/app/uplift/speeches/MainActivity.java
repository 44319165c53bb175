package app.uplift.speeches;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
